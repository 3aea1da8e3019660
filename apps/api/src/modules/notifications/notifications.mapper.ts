import type { Notification } from '@portal/contracts';
import type { NotificationRow } from './notifications.table.ts';

/** The notification in the reader's language (Spanish when no English text was written). */
export const toNotification = (row: NotificationRow, lang: 'es' | 'en' = 'es'): Notification => ({
  idNotificacion: row.id,
  titulo: lang === 'en' && row.tituloEn ? row.tituloEn : row.titulo,
  texto: lang === 'en' && row.textoEn ? row.textoEn : row.texto,
  leida: row.leida,
  Importante: row.importante,
  urlAcceso: row.urlAcceso,
  urlExterna: row.urlExterna,
  fecha: row.createdAt.toISOString(),
});
