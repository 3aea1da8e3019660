import {
  Codes,
  type StaffEventDetail,
  type staffEventBodySchema,
  type staffEventExportQuerySchema,
  type staffEventListQuerySchema,
  slugify,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { PORTAL_TIME_ZONE, spanishDay } from '../../lib/dates.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { stateWord, yesNo, type ExportLanguage } from '../../lib/export-texts.ts';
import { tableFile } from '../../lib/table-export.ts';
import { type AuditActor } from '../audit/audit.ts';
import { auditedRows } from '../audit/audited-rows.ts';
import { events } from './events.table.ts';
import { categoryOf } from './event-category.ts';
import * as repo from './staff-events.repository.ts';
import type { EventRow } from './events.repository.ts';

type EventBody = z.output<typeof staffEventBodySchema>;

const localFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Spanish local time, `YYYY-MM-DDTHH:mm`. */
export function toSpanishLocal(instant: Date): string {
  const parts = Object.fromEntries(
    localFormat.formatToParts(instant).map((p) => [p.type, p.value]),
  );
  return `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}T${parts.hour ?? ''}:${parts.minute ?? ''}`;
}

/**
 * `YYYY-MM-DDTHH:mm` read as Spanish local time (what the editor's input gives); a value with a
 * zone or `Z` is taken as it is.
 */
export function fromSpanishLocal(value: string): Date {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    return new Date(value);
  }
  const wanted = Date.parse(`${value.slice(0, 16)}:00Z`);
  let guess = wanted;
  for (let i = 0; i < 2; i += 1) {
    const shown = Date.parse(`${toSpanishLocal(new Date(guess))}:00Z`);
    guess += wanted - shown;
  }
  return new Date(guess);
}

const toStaffEvent = (
  row: { event: EventRow; inscritos: number; asistentes: number },
  now: Date,
): StaffEventDetail => ({
  idEvento: row.event.id,
  urlAcceso: row.event.slug,
  titulo: row.event.titulo,
  entradilla: row.event.entradilla,
  descripcion: row.event.descripcion,
  fecha: row.event.fecha.toISOString(),
  fechaLocal: toSpanishLocal(row.event.fecha),
  lugar: row.event.lugar,
  categoria: row.event.categoria,
  destacado: row.event.destacado,
  publico: row.event.publico,
  plazas: row.event.plazas,
  urlImagen: row.event.urlImagen,
  inscritos: row.inscritos,
  asistentes: row.asistentes,
  caducado: row.event.fecha.getTime() < now.getTime(),
});

/** What the audit log keeps of an event. */
const auditView = (row: EventRow) => ({
  titulo: row.titulo,
  entradilla: row.entradilla,
  descripcion: row.descripcion,
  fecha: row.fecha.toISOString(),
  lugar: row.lugar,
  categoria: row.categoria,
  destacado: row.destacado,
  publico: row.publico,
  plazas: row.plazas,
  urlImagen: row.urlImagen,
});

export async function listStaffEvents(
  ctx: AppContext,
  filters: z.output<typeof staffEventListQuerySchema>,
) {
  const now = new Date();
  return (await repo.listStaffEvents(ctx.db, filters, now)).map((r) => {
    const { descripcion: _omit, ...item } = toStaffEvent(r, now);
    return item;
  });
}

/** The events list as filtered on the staff page, one row per event with its counts. */
export async function exportStaffEvents(
  ctx: AppContext,
  query: z.output<typeof staffEventExportQuerySchema>,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const { formato, ...filters } = query;
  const rows = await listStaffEvents(ctx, filters);
  return tableFile(
    {
      sheet: 'Eventos',
      header: [
        'Id',
        'Título',
        'Fecha',
        'Lugar',
        'Categoría',
        'Público',
        'Plazas',
        'Inscritos',
        'Asistentes',
      ],
      rows: rows.map((e) => [
        String(e.idEvento),
        e.titulo,
        e.fechaLocal.replace('T', ' '),
        e.lugar,
        stateWord(e.categoria, lang),
        yesNo(e.publico, lang),
        e.plazas === null ? '' : String(e.plazas),
        String(e.inscritos),
        String(e.asistentes),
      ]),
    },
    formato,
    'eventos',
    lang,
  );
}

export async function getStaffEvent(ctx: AppContext, id: number): Promise<StaffEventDetail> {
  const found = await repo.findStaffEvent(ctx.db, id);
  if (!found) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return toStaffEvent(found, new Date());
}

const valuesOf = (body: EventBody, current: EventRow | null) => ({
  titulo: body.titulo,
  entradilla: body.entradilla,
  descripcion: sanitizeRichText(body.descripcion),
  fecha: fromSpanishLocal(body.fecha),
  lugar: body.lugar,
  ...categoryOf(body.categoria, current),
  destacado: body.destacado,
  publico: body.publico,
  plazas: body.plazas,
  urlImagen: body.urlImagen,
});

/** A slug from the title, made unique with the event's day (then a counter) when taken. */
async function uniqueSlug(ctx: AppContext, titulo: string, fecha: Date, exceptId: number | null) {
  const base = slugify(titulo) || 'evento';
  const candidates = [base, `${base}-${spanishDay(fecha)}`];
  for (let i = 2; i < 50; i += 1) {
    candidates.push(`${base}-${spanishDay(fecha)}-${String(i)}`);
  }
  for (const slug of candidates) {
    if (!(await repo.slugTaken(ctx.db, slug, exceptId))) {
      return slug;
    }
  }
  return `${base}-${String(Date.now())}`;
}

const eventRows = auditedRows(events, { entity: 'evento', auditView });

export async function createStaffEvent(
  ctx: AppContext,
  actor: AuditActor,
  body: EventBody,
  requestId?: string,
): Promise<StaffEventDetail> {
  const values = valuesOf(body, null);
  const slug = await uniqueSlug(ctx, body.titulo, values.fecha, null);
  const row = await eventRows.create(ctx.db, actor, { ...values, slug }, requestId);
  return getStaffEvent(ctx, row.id);
}

export const fieldError = (campo: string, mensaje: string, codigo = 'out_of_range') =>
  new AppError(Codes.INVALID_INPUT, { datos: { errores: [{ campo, codigo, mensaje }] } });

/**
 * Replaces an event; its address (slug) stays so shared links keep working, and its places never
 * drop below the people already enrolled.
 */
export async function editStaffEvent(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: EventBody,
  requestId?: string,
): Promise<StaffEventDetail> {
  await eventRows.edit(
    ctx.db,
    actor,
    id,
    async (current, tx) => {
      const inscritos = await repo.countEnrolments(tx, id);
      if (body.plazas !== null && body.plazas < inscritos) {
        throw fieldError(
          'plazas',
          `Ya hay ${String(inscritos)} personas inscritas: las plazas no pueden ser menos.`,
        );
      }
      return valuesOf(body, current);
    },
    { requestId },
  );
  return getStaffEvent(ctx, id);
}
