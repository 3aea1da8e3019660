import { Codes, type Notification } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toNotification } from './notifications.mapper.ts';
import * as repo from './notifications.repository.ts';

/** A user only ever sees and changes their own notifications: every query is scoped by user id. */
export async function listNotifications(ctx: AppContext, userId: number): Promise<Notification[]> {
  return (await repo.listForUser(ctx.db, userId)).map(toNotification);
}

export async function markNotificationRead(ctx: AppContext, userId: number, id: number) {
  if (!(await repo.markRead(ctx.db, userId, id))) {
    throw new AppError(Codes.NOT_FOUND);
  }
}

export async function deleteNotification(ctx: AppContext, userId: number, id: number) {
  if (!(await repo.remove(ctx.db, userId, id))) {
    throw new AppError(Codes.NOT_FOUND);
  }
}

export const markNotificationsWithoutLinkRead = (ctx: AppContext, userId: number) =>
  repo.markWithoutLinkRead(ctx.db, userId);

export const deleteAllNotifications = (ctx: AppContext, userId: number) =>
  repo.removeAll(ctx.db, userId);

export interface UserNotice {
  titulo: string;
  texto: string;
  urlAcceso?: string | null;
  urlExterna?: string | null;
  importante?: boolean;
}

/**
 * Tells a user something in the portal (a notification) and by email. Pass the transaction the
 * change runs in as `db` so the notification is written with it; the email goes out afterwards
 * and a mail failure is logged, never undoing the change.
 */
export async function notifyUser(
  ctx: AppContext,
  userId: number,
  notice: UserNotice,
  db = ctx.db,
): Promise<() => Promise<void>> {
  await repo.create(db, { userId, ...notice });
  const email = await repo.findEmail(db, userId);
  return async () => {
    if (!email) {
      return;
    }
    const link = notice.urlAcceso
      ? `\n\n${ctx.env.PUBLIC_URL ?? `http://localhost:${String(ctx.env.PORT)}`}${notice.urlAcceso}`
      : '';
    try {
      await ctx.mailer.send({ to: email, subject: notice.titulo, text: `${notice.texto}${link}` });
    } catch (error) {
      ctx.log.error({ err: error, userId }, 'notification email failed');
    }
  };
}
