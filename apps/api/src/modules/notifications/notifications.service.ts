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
