import {
  Codes,
  companyOfferSheetSchema,
  envelopeSchema,
  offerActionBodySchema,
  offerClosedSchema,
  offerDeletedSchema,
  offerFormSchema,
  offerFormValuesSchema,
  offerProgrammeOptionSchema,
  offerRefParamsSchema,
  offerSavedSchema,
  offerSheetSchema,
  statusMessage,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../lib/language.ts';
import { currentCompanyId, currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { duplicateOffer, copyOfferToOppositeProfile } from './copy-offer.service.ts';
import { closeOffer, deleteOffer } from './offer-lifecycle.service.ts';
import { listOfferProgrammes } from './offer-programmes.service.ts';
import { getCompanyOfferSheet, getOfferAsStudent } from './offer-sheet.service.ts';
import { createOffer, getEditableOffer, updateOffer } from './save-offer.service.ts';

const config = { auth: 'empresa' as const };
const tags = ['Ofertas de la empresa'];
const saved = { 200: envelopeSchema(offerSavedSchema) };
const message = (request: FastifyRequest, code: number) =>
  statusMessage(code, requestLanguage(request)).cuerpo;

/**
 * The company's offers (001 §7 company calls; issue 5 items 1–4): create, edit while pending,
 * close, delete, duplicate, copy to the opposite profile, and the sheets. The company always comes
 * from the token; an offer of another company answers 404 (code 4).
 */
export const companyOfferRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/Empresa/addOferta',
      { config, schema: { tags, body: offerFormSchema, response: saved } },
      async (request) =>
        envelope(
          await createOffer(ctx, currentCompanyId(request), request.body),
          message(request, Codes.OFFER_CREATED),
        ),
    );
    app.get(
      '/api/Empresa/dameOfertaEditable/:id',
      {
        config,
        schema: {
          tags,
          params: offerRefParamsSchema,
          response: { 200: envelopeSchema(offerFormValuesSchema) },
        },
      },
      async (request) =>
        envelope(await getEditableOffer(ctx, currentCompanyId(request), request.params.id)),
    );
    app.post(
      '/api/Empresa/editaOferta/:id',
      {
        config,
        schema: { tags, params: offerRefParamsSchema, body: offerFormSchema, response: saved },
      },
      async (request) =>
        envelope(
          await updateOffer(ctx, currentCompanyId(request), request.params.id, request.body),
          message(request, Codes.OFFER_UPDATED),
        ),
    );
    /** The actions on one offer (body `{urlOferta}`), each answered with its success message. */
    const offerAction = <T extends z.ZodType>(
      url: string,
      datos: T,
      code: number,
      run: (companyId: number, userId: number, offerId: number) => Promise<z.infer<T>>,
    ) => {
      // Widened for Fastify's reply typing; `run` is still checked against `datos` by the caller.
      const response = { 200: envelopeSchema(datos as z.ZodType) };
      app.post(
        url,
        { config, schema: { tags, body: offerActionBodySchema, response } },
        async (request) =>
          envelope(
            await run(currentCompanyId(request), currentUser(request).id, request.body.urlOferta),
            message(request, code),
          ),
      );
    };
    offerAction('/api/Empresa/cerrarOferta', offerClosedSchema, Codes.OFFER_CLOSED, (c, u, o) =>
      closeOffer(ctx, c, u, o),
    );
    offerAction('/api/Empresa/deleteOferta', offerDeletedSchema, Codes.OFFER_DELETED, (c, u, o) =>
      deleteOffer(ctx, c, u, o),
    );
    offerAction('/api/Empresa/copiarOferta', offerSavedSchema, Codes.OFFER_CREATED, (c, _u, o) =>
      duplicateOffer(ctx, c, o),
    );
    offerAction(
      '/api/Empresa/copiarOfertaPerfilContrario',
      offerSavedSchema,
      Codes.OFFER_CREATED,
      (c, _u, o) => copyOfferToOppositeProfile(ctx, c, o),
    );
    app.get(
      '/api/Empresa/dameDatosProceso/:id',
      {
        config,
        schema: {
          tags,
          params: offerRefParamsSchema,
          response: { 200: envelopeSchema(companyOfferSheetSchema) },
        },
      },
      async (request) =>
        envelope(await getCompanyOfferSheet(ctx, currentCompanyId(request), request.params.id)),
    );
    app.get(
      '/api/Empresa/programasDeLaEmpresa',
      {
        config,
        schema: { tags, response: { 200: envelopeSchema(z.array(offerProgrammeOptionSchema)) } },
      },
      async () => envelope(await listOfferProgrammes(ctx)),
    );
    app.get(
      '/api/Empresa/dameDatosProcesoComoAlumno/:id',
      {
        config,
        schema: {
          tags,
          params: offerRefParamsSchema,
          response: { 200: envelopeSchema(offerSheetSchema) },
        },
      },
      async (request) =>
        envelope(await getOfferAsStudent(ctx, currentCompanyId(request), request.params.id)),
    );
  };
