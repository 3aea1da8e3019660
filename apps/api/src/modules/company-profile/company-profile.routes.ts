import {
  changePasswordBodySchema,
  Codes,
  companyDataSchema,
  companyProfileBodySchema,
  companyUserProfileBodySchema,
  companyUserProfileSavedSchema,
  companyUserProfileSchema,
  envelopeSchema,
  existeCifParamsSchema,
  statusMessage,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../lib/language.ts';
import { currentCompanyId, currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { cifExists, getCompanyData, updateCompanyData } from './company-profile.service.ts';
import {
  changeCompanyUserPassword,
  getCompanyUserProfile,
  updateCompanyUserProfile,
} from './company-user.service.ts';

const config = { auth: 'empresa' as const };
const tags = ['Perfil de la empresa'];

/** /mi-empresa and /mi-perfil (issue 5 item 5): the company profile, the user's own data. */
export const companyProfileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Empresa/dameDatosEmpresa',
      { config, schema: { tags, response: { 200: envelopeSchema(companyDataSchema) } } },
      async (request) => envelope(await getCompanyData(ctx, currentCompanyId(request))),
    );
    app.post(
      '/api/Empresa/editaEmpresaCompletos',
      {
        config,
        schema: {
          tags,
          body: companyProfileBodySchema,
          response: { 200: envelopeSchema(companyDataSchema) },
        },
      },
      async (request) =>
        envelope(await updateCompanyData(ctx, currentCompanyId(request), request.body)),
    );
    app.get(
      '/api/Empresa/existeCIF/:cif/:clave',
      {
        config: {
          auth: 'public',
          rateLimit: { max: ctx.env.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' },
        },
        schema: {
          tags,
          params: existeCifParamsSchema,
          response: { 200: envelopeSchema(z.boolean()) },
        },
      },
      async (request) => {
        const user = request.authUser;
        const own = user?.role === 'empresa' ? user.idEmpresa : null;
        return envelope(await cifExists(ctx, request.params.cif, request.params.clave, own));
      },
    );
    app.get(
      '/api/Empresa/dameDatosContactoEmpresa',
      { config, schema: { tags, response: { 200: envelopeSchema(companyUserProfileSchema) } } },
      async (request) =>
        envelope(
          await getCompanyUserProfile(ctx, currentUser(request).id, currentCompanyId(request)),
        ),
    );
    app.post(
      '/api/Empresa/editaUsuario',
      {
        config,
        schema: {
          tags,
          body: companyUserProfileBodySchema,
          response: { 200: envelopeSchema(companyUserProfileSavedSchema) },
        },
      },
      async (request) =>
        envelope(
          await updateCompanyUserProfile(
            ctx,
            currentUser(request).id,
            currentCompanyId(request),
            request.body,
          ),
        ),
    );
    app.post(
      '/api/Empresa/editarPassword',
      {
        config,
        schema: {
          tags,
          body: changePasswordBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await changeCompanyUserPassword(
          ctx,
          currentUser(request).id,
          currentCompanyId(request),
          request.body,
        );
        return envelope(
          null,
          statusMessage(Codes.PASSWORD_CHANGED, requestLanguage(request)).cuerpo,
        );
      },
    );
  };
