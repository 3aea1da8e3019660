import type { Notification } from '@portal/contracts';
import type { NotificationRow } from './notifications.table.ts';

export const toNotification = (row: NotificationRow): Notification => ({
  idNotificacion: row.id,
  titulo: row.titulo,
  texto: row.texto,
  leida: row.leida,
  Importante: row.importante,
  urlAcceso: row.urlAcceso,
  urlExterna: row.urlExterna,
  fecha: row.createdAt.toISOString(),
});
