import { z } from 'zod';
import { notificationIdBodySchema, notificationSchema } from '../portal/notifications.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

const tags = ['Notificaciones'];
const countSchema = z.object({ afectadas: z.number().int() });
const emptyBody = z.object({}).optional();

/** The six notification calls, the same for each role under its own prefix (shared). */
function callsFor<const P extends 'Alumno' | 'Empresa', const A extends 'alumno' | 'empresa'>(
  prefix: P,
  auth: A,
) {
  return {
    list: defineCall({
      method: 'GET',
      path: `/api/${prefix}/dameNotificaciones`,
      auth,
      summary: 'My notifications, newest first',
      tags,
      response: z.array(notificationSchema),
      codes: [],
    }),
    markRead: defineCall({
      method: 'POST',
      path: `/api/${prefix}/marcarNotificacionLeida`,
      auth,
      summary: 'Mark one of my notifications read',
      tags,
      body: notificationIdBodySchema,
      response: z.null(),
      codes: [Codes.NOT_FOUND],
    }),
    remove: defineCall({
      method: 'POST',
      path: `/api/${prefix}/eliminaNotificacion`,
      auth,
      summary: 'Delete one of my notifications',
      tags,
      body: notificationIdBodySchema,
      response: z.null(),
      codes: [Codes.NOT_FOUND],
    }),
    markLinklessRead: defineCall({
      method: 'POST',
      path: `/api/${prefix}/marcarNotificacionesSinEnlaceLeidas`,
      auth,
      summary: 'Mark read my notifications without a link (how many changed)',
      tags,
      body: emptyBody,
      response: countSchema,
      codes: [],
    }),
    markAllRead: defineCall({
      method: 'POST',
      path: `/api/${prefix}/marcarNotificacionesLeidas`,
      auth,
      summary: 'Mark read all my notifications (how many changed)',
      tags,
      body: emptyBody,
      response: countSchema,
      codes: [],
    }),
    removeAll: defineCall({
      method: 'POST',
      path: `/api/${prefix}/eliminaNotificaciones`,
      auth,
      summary: 'Delete all my notifications (how many were deleted)',
      tags,
      body: emptyBody,
      response: countSchema,
      codes: [],
    }),
  };
}

const candidate = callsFor('Alumno', 'alumno');
const company = callsFor('Empresa', 'empresa');

/** Notifications for both roles (shared calls). */
export const notificationCalls = {
  candidateList: candidate.list,
  candidateMarkRead: candidate.markRead,
  candidateRemove: candidate.remove,
  candidateMarkLinklessRead: candidate.markLinklessRead,
  candidateMarkAllRead: candidate.markAllRead,
  candidateRemoveAll: candidate.removeAll,
  companyList: company.list,
  companyMarkRead: company.markRead,
  companyRemove: company.remove,
  companyMarkLinklessRead: company.markLinklessRead,
  companyMarkAllRead: company.markAllRead,
  companyRemoveAll: company.removeAll,
};
