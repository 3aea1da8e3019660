import type { NewsDetail, NewsItem, StaffNewsItem } from '@portal/contracts';
import { sanitizeRichText } from '../../lib/html.ts';
import type { NewsRow } from './news.table.ts';

export const toNewsItem = (row: NewsRow): NewsItem => ({
  idNoticia: row.id,
  tipo: row.tipo,
  titulo: row.titulo,
  entradilla: row.entradilla,
  fechaPublicacion: row.fechaPublicacion,
  fuente: row.fuente,
  enlaceExterno: row.enlaceExterno,
  urlImagen: row.urlImagen,
});

/** The body is sanitised on the way out, like guides and events. */
export const toNewsDetail = (row: NewsRow): NewsDetail => ({
  ...toNewsItem(row),
  cuerpo: sanitizeRichText(row.cuerpo),
});

/** The editor gets the sanitised body too: what it shows is what the public will see. */
export const toStaffNewsItem = (row: NewsRow): StaffNewsItem => ({
  ...toNewsDetail(row),
  publicada: row.publicada,
  creada: row.createdAt.toISOString(),
  actualizada: row.updatedAt.toISOString(),
});
