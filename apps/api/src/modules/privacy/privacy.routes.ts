import { envelopeSchema, privacyAcceptanceSchema, privacyTextSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { acceptPrivacyText, currentPrivacyText } from './privacy.service.ts';

/** Data-protection (RGPD) text and its acceptance (spec 000 §4 Session, §7). */
export const privacyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const role of ['Alumno', 'Empresa'] as const) {
      app.get(
        `/api/${role}/dameTextoRGPDactual`,
        {
          config: { auth: 'public' },
          schema: { tags: ['Sesión'], response: { 200: envelopeSchema(privacyTextSchema) } },
        },
        async () => envelope(await currentPrivacyText(ctx)),
      );
      app.get(
        `/api/${role}/guardaAceptacionRGPD`,
        {
          config: { auth: role === 'Alumno' ? 'alumno' : 'empresa', allowPendingRgpd: true },
          schema: {
            tags: ['Sesión'],
            security: [{ bearerAuth: [] }],
            response: { 200: envelopeSchema(privacyAcceptanceSchema) },
          },
        },
        async (request) => envelope(await acceptPrivacyText(ctx, currentUser(request))),
      );
    }
  };
