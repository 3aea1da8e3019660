import { Codes, type StaffEnrolled, type staffAttendanceBodySchema } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { exportText, type ExportLanguage, type ExportText } from '../../lib/export-texts.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { tableFile } from '../../lib/table-export.ts';
import * as repo from './staff-events.repository.ts';
import { fieldError } from './staff-events.service.ts';

const toEnrolled = (row: Awaited<ReturnType<typeof repo.listEnrolled>>[number]): StaffEnrolled => ({
  idCandidato: row.candidateId,
  nombre: row.nombre,
  apellidos: row.apellidos,
  email: row.email,
  fechaInscripcion: row.createdAt.toISOString(),
  asistio: row.asistio,
});

async function requireEvent(ctx: AppContext, id: number) {
  const found = await repo.findStaffEvent(ctx.db, id);
  if (!found) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return found.event;
}

export async function listEnrolled(ctx: AppContext, id: number): Promise<StaffEnrolled[]> {
  await requireEvent(ctx, id);
  return (await repo.listEnrolled(ctx.db, id)).map(toEnrolled);
}

const attendanceText = (value: boolean | null): ExportText =>
  value === null ? 'Sin marcar' : value ? 'Asistió' : 'No asistió';

/** The enrolled list as CSV or XLSX, named after the event, in the request's language. */
export async function exportEnrolled(
  ctx: AppContext,
  id: number,
  formato: 'csv' | 'xlsx',
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const event = await requireEvent(ctx, id);
  const rows = await repo.listEnrolled(ctx.db, id);
  return tableFile(
    {
      sheet: 'Inscritos',
      header: ['Apellidos', 'Nombre', 'Correo electrónico', 'Inscrito el', 'Asistencia'],
      rows: rows.map((r) => [
        r.apellidos,
        r.nombre,
        r.email,
        toDdMmYyyy(r.createdAt),
        exportText(attendanceText(r.asistio), lang),
      ]),
    },
    formato,
    'inscritos',
    lang,
    event.slug.slice(0, 70),
  );
}

/** Marks attendance of enrolled candidates in one transaction (all or nothing). */
export async function markAttendance(
  ctx: AppContext,
  actor: AuditActor,
  body: z.output<typeof staffAttendanceBodySchema>,
  requestId?: string,
): Promise<StaffEnrolled[]> {
  await ctx.db.transaction(async (tx) => {
    const event = await repo.lockEvent(tx, body.idEvento);
    if (!event) {
      throw new AppError(Codes.NOT_FOUND);
    }
    const ids = [...new Set(body.asistencias.map((a) => a.idCandidato))];
    const enrolled = await repo.enrolledIds(tx, body.idEvento, ids);
    if (ids.some((candidateId) => !enrolled.has(candidateId))) {
      throw fieldError(
        'asistencias',
        'Solo se puede marcar la asistencia de personas inscritas en el evento.',
        'not_enrolled',
      );
    }
    const before = (await repo.listEnrolled(tx, body.idEvento))
      .filter((r) => enrolled.has(r.candidateId))
      .map((r) => ({ idCandidato: r.candidateId, asistio: r.asistio }));
    for (const mark of body.asistencias) {
      await repo.setAttendance(tx, body.idEvento, mark.idCandidato, mark.asistio);
    }
    await recordAudit(tx, {
      actor,
      action: 'evento.asistencia',
      entity: 'evento',
      entityId: body.idEvento,
      before,
      after: body.asistencias,
      requestId,
    });
  });
  return listEnrolled(ctx, body.idEvento);
}
