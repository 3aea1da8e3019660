import { Codes, type ScheduledJob } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import * as repo from './scheduled-jobs.repository.ts';
import type { ScheduledJobRow } from './scheduled-jobs.table.ts';
import type { JobDefinition } from './scheduler.ts';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function toScheduledJob(
  job: JobDefinition,
  row: ScheduledJobRow | undefined,
  running: boolean,
): ScheduledJob {
  return {
    nombre: job.name,
    descripcion: job.description,
    cadaMinutos: 'everyMinutes' in job.schedule ? job.schedule.everyMinutes : null,
    diariaALas: 'dailyAt' in job.schedule ? job.schedule.dailyAt : null,
    proximaEjecucion: iso(row?.nextRunAt ?? null),
    ultimoInicio: iso(row?.lastStartedAt ?? null),
    ultimoFin: iso(row?.lastFinishedAt ?? null),
    ultimoExito: iso(row?.lastOkAt ?? null),
    ultimoResumen: row?.lastSummary ?? null,
    ultimoError: row?.lastError ?? null,
    ultimoErrorFecha: iso(row?.lastErrorAt ?? null),
    ejecuciones: row?.runs ?? 0,
    fallos: row?.failures ?? 0,
    enCurso: running,
  };
}

/**
 * The jobs this portal registers, with their stored state (a job no process has looked at yet
 * has no row: it shows without runs). Rows of jobs no longer registered are left out.
 */
export async function listScheduledJobs(ctx: AppContext): Promise<ScheduledJob[]> {
  const rows = new Map((await repo.listJobs(ctx.db)).map((r) => [r.row.name, r]));
  return ctx.jobs.list().map((job) => {
    const stored = rows.get(job.name);
    return toScheduledJob(job, stored?.row, stored?.running ?? false);
  });
}

/**
 * Runs a job now in this process and answers its state afterwards; when another process holds it,
 * the answer shows it running and its own run records the result.
 */
export async function runScheduledJobNow(
  ctx: AppContext,
  me: AuthUser,
  name: string,
  requestId: string,
): Promise<ScheduledJob> {
  const job = ctx.jobs.get(name);
  if (!job) {
    throw new AppError(Codes.NOT_FOUND);
  }
  await recordAudit(ctx.db, {
    actor: me,
    action: 'tarea.ejecutar',
    entity: 'tarea',
    entityId: name,
    requestId,
  });
  await ctx.jobs.runNow(name);
  const stored = (await repo.listJobs(ctx.db)).find((r) => r.row.name === name);
  return toScheduledJob(job, stored?.row, stored?.running ?? false);
}
