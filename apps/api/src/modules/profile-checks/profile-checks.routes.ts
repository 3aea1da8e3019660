import { envelopeSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentCompanyId, currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  candidateLacksMandatoryData,
  companyContactLacksData,
  companyLacksData,
} from './profile-checks.service.ts';

const schema = { tags: ['Datos obligatorios'], response: { 200: envelopeSchema(z.boolean()) } };

/** Missing-data checks behind the blocking overlays (spec 000 §4, 001 §7). */
export const profileCheckRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Alumno/faltanDatosPersonalesObligatorios',
      { config: { auth: 'alumno' }, schema },
      async (request) => envelope(await candidateLacksMandatoryData(ctx, currentUser(request).id)),
    );
    app.get(
      '/api/Empresa/faltanDatosAlaEmpresa',
      { config: { auth: 'empresa' }, schema },
      async (request) => envelope(await companyLacksData(ctx, currentCompanyId(request))),
    );
    app.get(
      '/api/Empresa/faltanDatosAlContactoEmpresa',
      { config: { auth: 'empresa' }, schema },
      async (request) =>
        envelope(
          await companyContactLacksData(ctx, currentUser(request).id, currentCompanyId(request)),
        ),
    );
  };
