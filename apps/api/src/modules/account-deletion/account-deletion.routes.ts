import {
  accountDeletionRequestSchema,
  Codes,
  envelopeSchema,
  staffAccountDeletionItemSchema,
  statusMessage,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requestLanguage as language } from '../../lib/language.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { listPendingDeletionRequests, requestAccountDeletion } from './account-deletion.service.ts';

/** 'Solicitar baja' (000 §6): the candidate's request and the careers office's pending list. */
export const accountDeletionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/Alumno/solicitarBajaServicio',
      {
        config: { auth: 'alumno' },
        schema: {
          tags: ['Cuenta'],
          description:
            'Brand flag canBorrarCuenta off → 403. Success 517 (in mensaje), also when a request is already pending (no second one is stored).',
          response: { 200: envelopeSchema(accountDeletionRequestSchema) },
        },
      },
      async (request) =>
        envelope(
          await requestAccountDeletion(ctx, currentUser(request).id),
          statusMessage(Codes.WITHDRAWAL_REQUEST_RECEIVED, language(request)).cuerpo,
        ),
    );

    app.get(
      '/api/Gestion/dameSolicitudesBaja',
      {
        config: { auth: 'gestor' },
        schema: {
          tags: ['Gestión (servicio de empleo)'],
          response: { 200: envelopeSchema(z.array(staffAccountDeletionItemSchema)) },
        },
      },
      async () => envelope(await listPendingDeletionRequests(ctx)),
    );
  };
