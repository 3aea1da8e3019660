import type { EventItem, EventSheet } from '@portal/contracts';
import { sanitizeRichText } from '../../lib/html.ts';
import type { EventRow } from './events.repository.ts';

/** Places still free, or null when the event has no limit. */
export const freePlaces = (plazas: number | null, inscritos: number) =>
  plazas === null ? null : Math.max(0, plazas - inscritos);

/** Event list entry; expired when its date is past. */
export const toEventItem = (row: EventRow, inscrito: boolean, now: Date): EventItem => ({
  idEvento: row.id,
  fecha: row.fecha.toISOString(),
  lugar: row.lugar,
  categoria: row.categoria,
  categoriaSlug: row.categoriaSlug,
  titulo: row.titulo,
  entradilla: row.entradilla,
  destacado: row.destacado,
  ulrImagenPrincipal: row.urlImagen,
  urlAcceso: row.slug,
  caducado: row.fecha.getTime() < now.getTime(),
  inscrito,
});

export const toEventSheet = (
  row: EventRow,
  inscrito: boolean,
  inscritos: number,
  now: Date,
): EventSheet => ({
  ...toEventItem(row, inscrito, now),
  descripcion: sanitizeRichText(row.descripcion),
  plazas: row.plazas,
  plazasLibres: freePlaces(row.plazas, inscritos),
});
