import {
  searchRows,
  type StaffCommunication,
  type staffCommunicationBodySchema,
  type staffCommunicationExportQuerySchema,
} from '@portal/contracts';
import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { spanishDay } from '../../lib/dates.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { exportText, type ExportLanguage } from '../../lib/export-texts.ts';
import { tableFile } from '../../lib/table-export.ts';
import { type AuditActor } from '../audit/audit.ts';
import { auditedRows } from '../audit/audited-rows.ts';
import { communications } from './communications.table.ts';

type Body = z.output<typeof staffCommunicationBodySchema>;
type Row = typeof communications.$inferSelect;

/** Scheduled until its first day (Spanish calendar), expired after its last one. */
export const toStaffCommunication = (row: Row, today = spanishDay()): StaffCommunication => ({
  idComunicacion: row.id,
  destinatarios: row.destinatarios,
  fechaDesde: row.fechaDesde,
  fechaHasta: row.fechaHasta,
  descripcion: row.descripcion,
  enlace: row.enlace,
  estado:
    row.fechaDesde > today
      ? 'programada'
      : row.fechaHasta !== null && row.fechaHasta < today
        ? 'caducada'
        : 'vigente',
});

const valuesOf = (body: Body) => ({
  destinatarios: body.destinatarios,
  fechaDesde: body.fechaDesde,
  fechaHasta: body.fechaHasta,
  descripcion: body.descripcion,
  enlace: body.enlace,
});

/** Every communication, the latest first day first. */
export async function listStaffCommunications(ctx: AppContext): Promise<StaffCommunication[]> {
  const rows = await ctx.db
    .select()
    .from(communications)
    .orderBy(desc(communications.fechaDesde), desc(communications.id));
  const today = spanishDay();
  return rows.map((r) => toStaffCommunication(r, today));
}

const audienceLabel = {
  alumno: 'Candidatos',
  empresa: 'Empresas',
  todos: 'Candidatos y empresas',
} as const;
const stateLabel = {
  programada: 'Programada',
  vigente: 'Publicada',
  caducada: 'Caducada',
} as const;

/**
 * The communications list as the staff page shows it filtered (audience, every word of the text):
 * text, audience, first and last day, state, link.
 */
export async function exportCommunications(
  ctx: AppContext,
  query: z.output<typeof staffCommunicationExportQuerySchema>,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const all = await listStaffCommunications(ctx);
  const rows = searchRows(
    query.destinatarios ? all.filter((c) => c.destinatarios === query.destinatarios) : all,
    query.texto ?? '',
    (c) => [c.descripcion],
  );
  return tableFile(
    {
      sheet: 'Comunicaciones',
      header: ['Id', 'Texto', 'Destinatarios', 'Desde', 'Hasta', 'Estado', 'Enlace'],
      rows: rows.map((c) => [
        String(c.idComunicacion),
        c.descripcion,
        exportText(audienceLabel[c.destinatarios], lang),
        c.fechaDesde,
        c.fechaHasta ?? '',
        exportText(stateLabel[c.estado], lang),
        c.enlace ?? '',
      ]),
    },
    query.formato,
    'comunicaciones',
    lang,
  );
}

const communicationRows = auditedRows(communications, { entity: 'comunicacion' });

export async function createCommunication(
  ctx: AppContext,
  actor: AuditActor,
  body: Body,
  requestId?: string,
): Promise<StaffCommunication> {
  return toStaffCommunication(
    await communicationRows.create(ctx.db, actor, valuesOf(body), requestId),
  );
}

export async function editCommunication(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: Body,
  requestId?: string,
): Promise<StaffCommunication> {
  return toStaffCommunication(
    await communicationRows.edit(ctx.db, actor, id, valuesOf(body), { requestId }),
  );
}

export async function deleteCommunication(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  requestId?: string,
): Promise<void> {
  await communicationRows.remove(ctx.db, actor, id, requestId);
}
