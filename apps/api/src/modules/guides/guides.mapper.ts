import type { Guide } from '@portal/contracts';
import { sanitizeRichText } from '../../lib/html.ts';
import type { GuideRow } from './guides.repository.ts';

/** Guide card; the HTML description is sanitised on the way out. */
export const toGuide = (row: GuideRow): Guide => ({
  idGuia: row.id,
  titulo: row.titulo,
  descripcion: sanitizeRichText(row.descripcion),
  urlFichero: row.urlFichero,
  ulrImagen: row.urlImagen,
});
