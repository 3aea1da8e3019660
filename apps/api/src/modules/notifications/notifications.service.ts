import { Codes, statusMessage, type Notification, type StatusParams } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toNotification } from './notifications.mapper.ts';
import * as repo from './notifications.repository.ts';

/** A user only ever sees and changes their own notifications: every query is scoped by user id. */
export async function listNotifications(
  ctx: AppContext,
  userId: number,
  lang: 'es' | 'en' = 'es',
): Promise<Notification[]> {
  return (await repo.listForUser(ctx.db, userId)).map((row) => toNotification(row, lang));
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

export const markAllNotificationsRead = (ctx: AppContext, userId: number) =>
  repo.markAllRead(ctx.db, userId);

export const deleteAllNotifications = (ctx: AppContext, userId: number) =>
  repo.removeAll(ctx.db, userId);

export interface UserNotice {
  /** Spanish, the portal's first language (spec wording where the spec gives it). */
  titulo: string;
  texto: string;
  /** The same notice in English, for users of the English interface (required:). */
  en: { titulo: string; texto: string };
  urlAcceso?: string | null;
  urlExterna?: string | null;
  importante?: boolean;
}

/** The texts of a notice that is a status-code catalogue entry: its Spanish and English entries. */
export function catalogueNotice(
  code: number,
  params?: StatusParams,
): Pick<UserNotice, 'titulo' | 'texto' | 'en'> {
  const es = statusMessage(code, 'es', params);
  const en = statusMessage(code, 'en', params);
  return { titulo: es.titulo, texto: es.cuerpo, en: { titulo: en.titulo, texto: en.cuerpo } };
}

/**
 * Tells a user something in the portal (a notification, kept in both languages) and by email in
 * the user's language (users.idioma, the interface language of their last sign-in). Pass the
 * transaction the change runs in as `db`: the notification and the mail are written with it, so
 * a change that rolls back tells nobody. Call the returned function after the commit: it sends
 * the mail at once (the outbox retries it if the relay fails).
 */
export async function notifyUser(
  ctx: AppContext,
  userId: number,
  notice: UserNotice,
  db = ctx.db,
): Promise<() => Promise<void>> {
  const { en, ...spanish } = notice;
  const link = notice.urlAcceso
    ? `\n\n${ctx.env.PUBLIC_URL ?? `http://localhost:${String(ctx.env.PORT)}`}${notice.urlAcceso}`
    : '';
  const id = await repo.createWithMail(
    db,
    { userId, ...spanish, tituloEn: en.titulo, textoEn: en.texto },
    {
      es: { subject: spanish.titulo, text: `${spanish.texto}${link}` },
      en: { subject: en.titulo, text: `${en.texto}${link}` },
      messageId: ctx.outbox.newMessageId(),
    },
  );
  return id === null ? () => Promise.resolve() : () => ctx.outbox.deliver([id]);
}
