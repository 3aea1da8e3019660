import { envelopeSchema, notificationIdBodySchema, notificationSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  deleteAllNotifications,
  deleteNotification,
  listNotifications,
  markNotificationRead,
  markNotificationsWithoutLinkRead,
} from './notifications.service.ts';

const countSchema = envelopeSchema(z.object({ afectadas: z.number().int() }));
const emptyBody = z.object({}).optional();

/** Notifications for both roles (spec 000 §3–4, 001 §7 shared calls). */
export const notificationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [prefix, role] of [
      ['Alumno', 'alumno'],
      ['Empresa', 'empresa'],
    ] as const) {
      const config = { auth: role };
      const tags = ['Notificaciones'];
      app.get(
        `/api/${prefix}/dameNotificaciones`,
        {
          config,
          schema: { tags, response: { 200: envelopeSchema(z.array(notificationSchema)) } },
        },
        async (request) => envelope(await listNotifications(ctx, currentUser(request).id)),
      );
      app.post(
        `/api/${prefix}/marcarNotificacionLeida`,
        {
          config,
          schema: {
            tags,
            body: notificationIdBodySchema,
            response: { 200: envelopeSchema(z.null()) },
          },
        },
        async (request) => {
          await markNotificationRead(ctx, currentUser(request).id, request.body.id);
          return envelope(null);
        },
      );
      app.post(
        `/api/${prefix}/eliminaNotificacion`,
        {
          config,
          schema: {
            tags,
            body: notificationIdBodySchema,
            response: { 200: envelopeSchema(z.null()) },
          },
        },
        async (request) => {
          await deleteNotification(ctx, currentUser(request).id, request.body.id);
          return envelope(null);
        },
      );
      app.post(
        `/api/${prefix}/marcarNotificacionesSinEnlaceLeidas`,
        { config, schema: { tags, body: emptyBody, response: { 200: countSchema } } },
        async (request) =>
          envelope({
            afectadas: await markNotificationsWithoutLinkRead(ctx, currentUser(request).id),
          }),
      );
      app.post(
        `/api/${prefix}/eliminaNotificaciones`,
        { config, schema: { tags, body: emptyBody, response: { 200: countSchema } } },
        async (request) =>
          envelope({ afectadas: await deleteAllNotifications(ctx, currentUser(request).id) }),
      );
    }
  };
