import {
  envelopeSchema,
  offerRefParamsSchema,
  staffCompanyItemSchema,
  staffOfferDecisionSchema,
  staffOfferListQuerySchema,
  staffOfferListSchema,
  staffOfferSheetSchema,
  staffRejectOfferBodySchema,
  staffValidateCompanyBodySchema,
  staffValidateOfferBodySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { listPendingCompanies, validateCompany } from './staff-companies.service.ts';
import {
  getStaffOffer,
  listStaffOffers,
  rejectOffer,
  validateOffer,
} from './staff-offers.service.ts';

const config = { auth: 'gestor' as const };
const tags = ['Gestión (servicio de empleo)'];
const listSchema = {
  tags,
  querystring: staffOfferListQuerySchema,
  response: { 200: envelopeSchema(staffOfferListSchema) },
};
const decisionResponse = { 200: envelopeSchema(staffOfferDecisionSchema) };

/**
 * The careers office's back-office (issue 5 item 7), role gestor: offers waiting for validation,
 * every offer with filters, validate (→ 2, visible to candidates) or reject with a reason (→ 4),
 * the company notified either way; companies waiting for validation.
 */
export const staffRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/Gestion/dameOfertasPendientes', { config, schema: listSchema }, async (request) =>
      envelope(await listStaffOffers(ctx, request.query, true)),
    );
    app.get('/api/Gestion/dameOfertas', { config, schema: listSchema }, async (request) =>
      envelope(await listStaffOffers(ctx, request.query)),
    );
    app.get(
      '/api/Gestion/dameOferta/:id',
      {
        config,
        schema: {
          tags,
          params: offerRefParamsSchema,
          response: { 200: envelopeSchema(staffOfferSheetSchema) },
        },
      },
      async (request) => envelope(await getStaffOffer(ctx, request.params.id)),
    );
    app.post(
      '/api/Gestion/validarOferta',
      { config, schema: { tags, body: staffValidateOfferBodySchema, response: decisionResponse } },
      async (request) =>
        envelope(
          await validateOffer(ctx, currentUser(request).id, request.body.idOferta),
          'La oferta se ha validado y ya es visible para los candidatos.',
        ),
    );
    app.post(
      '/api/Gestion/rechazarOferta',
      { config, schema: { tags, body: staffRejectOfferBodySchema, response: decisionResponse } },
      async (request) =>
        envelope(
          await rejectOffer(ctx, currentUser(request).id, request.body),
          'La oferta se ha rechazado. La empresa verá el motivo.',
        ),
    );
    app.get(
      '/api/Gestion/dameEmpresasPendientes',
      {
        config,
        schema: { tags, response: { 200: envelopeSchema(z.array(staffCompanyItemSchema)) } },
      },
      async () => envelope(await listPendingCompanies(ctx)),
    );
    app.post(
      '/api/Gestion/validarEmpresa',
      {
        config,
        schema: {
          tags,
          body: staffValidateCompanyBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await validateCompany(ctx, request.body.idEmpresa);
        return envelope(null, 'La empresa se ha validado.');
      },
    );
  };
