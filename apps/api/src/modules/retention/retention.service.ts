import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../scheduled-jobs/scheduler.ts';
import * as repo from './retention.repository.ts';
import { DAY_MS } from '../../lib/dates.ts';

/** Files checked against the database per query (an `in` list of this many keys). */
const FILE_BATCH = 500;

export interface RetentionResult {
  cuentasAnonimizadas: number;
  cuentasSinUso: number;
  auditoria: number;
  ficheros: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Files older than `before` that no record refers to: left by an upload whose record was never
 * saved, or by a document replaced or deleted without removing its file. Returns how many went.
 */
async function removeUnusedFiles(ctx: AppContext, before: Date, signal?: AbortSignal) {
  let removed = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const used = await repo.referencedKeys(ctx.db, batch);
    for (const key of batch.filter((k) => !used.has(k))) {
      await ctx.storage.remove(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const file of ctx.storage.list()) {
    if (signal?.aborted) {
      break;
    }
    if (file.modifiedAt < before) {
      batch.push(file.key);
    }
    if (batch.length >= FILE_BATCH) {
      await sweep();
    }
  }
  await sweep();
  return removed;
}

/**
 * Applies the retention rules (RGPD; periods in the environment, 0 = rule off, defaults and
 * reasons in docs/operations.md). Each rule is one statement, so a rule is applied whole or not.
 */
export async function applyRetention(
  ctx: AppContext,
  now = new Date(),
  signal?: AbortSignal,
): Promise<RetentionResult> {
  const { env } = ctx;
  const result: RetentionResult = {
    cuentasAnonimizadas: 0,
    cuentasSinUso: 0,
    auditoria: 0,
    ficheros: 0,
  };
  if (env.RETENTION_DELETED_ACCOUNT_DAYS > 0) {
    result.cuentasAnonimizadas = await repo.deleteAnonymisedAccounts(
      ctx.db,
      daysBefore(now, env.RETENTION_DELETED_ACCOUNT_DAYS),
    );
  }
  if (env.RETENTION_UNUSED_UNVERIFIED_DAYS > 0) {
    result.cuentasSinUso = await repo.deleteUnusedUnverifiedCandidates(
      ctx.db,
      daysBefore(now, env.RETENTION_UNUSED_UNVERIFIED_DAYS),
    );
  }
  if (env.RETENTION_AUDIT_DAYS > 0) {
    result.auditoria = await repo.deleteAuditRows(
      ctx.db,
      daysBefore(now, env.RETENTION_AUDIT_DAYS),
    );
  }
  if (env.RETENTION_UPLOAD_DAYS > 0) {
    result.ficheros = await removeUnusedFiles(
      ctx,
      daysBefore(now, env.RETENTION_UPLOAD_DAYS),
      signal,
    );
  }
  return result;
}

/** Nightly, when the portal is quiet. */
export const retentionJob: JobDefinition = {
  name: 'retention',
  description: {
    es: 'Aplica los plazos de conservación: cuentas anonimizadas, cuentas sin verificar ni usar, auditoría y ficheros sin uso.',
    en: 'Applies the retention periods: anonymised accounts, accounts never verified or used, audit log and unused files.',
  },
  schedule: { dailyAt: '03:30' },
  run: async (ctx, { signal }) => {
    const r = await applyRetention(ctx, new Date(), signal);
    return `anonymised accounts ${String(r.cuentasAnonimizadas)}, unused accounts ${String(r.cuentasSinUso)}, audit rows ${String(r.auditoria)}, files ${String(r.ficheros)}`;
  },
};
