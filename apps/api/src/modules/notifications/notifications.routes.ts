import { notificationCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage } from '../../lib/language.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  deleteAllNotifications,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  markNotificationsWithoutLinkRead,
} from './notifications.service.ts';

/** Notifications for both roles (shared calls): same handlers, two prefixes. */
export const notificationRoutes = (ctx: AppContext) =>
  (['candidate', 'company'] as const).flatMap((role) => [
    route(calls[`${role}List`], async (request) =>
      envelope(await listNotifications(ctx, currentUser(request).id, requestLanguage(request))),
    ),
    route(calls[`${role}MarkRead`], async (request) => {
      await markNotificationRead(ctx, currentUser(request).id, request.body.id);
      return envelope(null);
    }),
    route(calls[`${role}Remove`], async (request) => {
      await deleteNotification(ctx, currentUser(request).id, request.body.id);
      return envelope(null);
    }),
    route(calls[`${role}MarkLinklessRead`], async (request) =>
      envelope({
        afectadas: await markNotificationsWithoutLinkRead(ctx, currentUser(request).id),
      }),
    ),
    route(calls[`${role}MarkAllRead`], async (request) =>
      envelope({ afectadas: await markAllNotificationsRead(ctx, currentUser(request).id) }),
    ),
    route(calls[`${role}RemoveAll`], async (request) =>
      envelope({ afectadas: await deleteAllNotifications(ctx, currentUser(request).id) }),
    ),
  ]);
