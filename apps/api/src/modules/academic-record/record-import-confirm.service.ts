import { Codes, type RecordImport } from '@portal/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { recordAudit } from '../audit/audit.ts';
import { recordImportRows, recordImports, type RecordImportRow } from './academic-record.table.ts';
import { applySteps, classify } from './record-apply.ts';
import { mailActivationsLater, queueActivations } from './record-activation.ts';
import {
  type ImportActor,
  type Lang,
  auditActorOf,
  failImport,
  live,
} from './record-import.service.ts';
import { importDetail } from './record-import-queries.ts';
import { countsOf } from './record-import.mapper.ts';

/**
 * Applies a previewed import, all or nothing: 124 unless it is the latest import and still
 * waiting; 123 when rows were refused and the administrator did not choose the valid rows only
 * (a file given with `modo=aplicar` is then marked refused); 121 while another one runs.
 */
export async function confirmImport(
  ctx: AppContext,
  actor: ImportActor,
  importId: number,
  validOnly: boolean,
  lang: Lang,
  fromUpload = false,
): Promise<RecordImport> {
  const [row] = await ctx.db.select().from(recordImports).where(eq(recordImports.id, importId));
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const [newer] = await ctx.db
    .select({ id: recordImports.id })
    .from(recordImports)
    .where(gt(recordImports.id, importId))
    .limit(1);
  if (row.estado !== 'previsualizada' || newer) {
    throw new AppError(Codes.RECORD_IMPORT_NOT_PENDING);
  }
  const counts = countsOf(row.resumen);
  if (counts.rechazadas > 0 && !validOnly) {
    if (fromUpload) {
      await ctx.db
        .update(recordImports)
        .set({ estado: 'rechazada' })
        .where(eq(recordImports.id, importId));
    }
    throw new AppError(Codes.RECORD_ROWS_REFUSED, {
      datos: await importDetail(ctx, importId, lang),
    });
  }
  let started: RecordImportRow | undefined;
  try {
    [started] = await ctx.db
      .update(recordImports)
      .set({ estado: 'aplicando', omitirRechazadas: validOnly, heartbeatAt: new Date() })
      .where(and(eq(recordImports.id, importId), eq(recordImports.estado, 'previsualizada')))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(Codes.RECORD_IMPORT_RUNNING);
    }
    throw error;
  }
  if (!started) {
    throw new AppError(Codes.RECORD_IMPORT_NOT_PENDING);
  }
  const running = started;
  const created: { userId: number; email: string; nombre: string }[] = [];
  let activationMails: number[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      const applied = await classify(tx, importId, row.completa, counts.rechazadas, {
        read: counts.filas,
        ignored: counts.columnasIgnoradas,
      });
      const steps = applySteps(importId, row.completa, created);
      for (const [index, step] of steps.entries()) {
        await step.run(tx);
        live.set(importId, { row: running, hechos: index + 1, total: steps.length });
      }
      await tx
        .update(recordImports)
        .set({ estado: 'aplicada', appliedAt: new Date(), resumen: applied })
        .where(eq(recordImports.id, importId));
      await recordAudit(tx, {
        actor: auditActorOf(actor),
        action: 'expediente.importar',
        entity: 'importacion_expediente',
        entityId: importId,
        after: {
          fichero: row.nombreFichero,
          sha256: row.sha256,
          completa: row.completa,
          soloFilasValidas: validOnly,
          ...applied,
        },
      });
      activationMails = await queueActivations(ctx, tx, created);
    });
  } catch (error) {
    await failImport(ctx, importId, error);
    throw error;
  } finally {
    live.delete(importId);
  }
  mailActivationsLater(ctx, activationMails);
  return importDetail(ctx, importId, lang);
}

/**
 * Discards a preview waiting for confirmation, so the history does not keep it waiting for
 * ever: it is never applied and its working rows go (the refused rows' report stays). 124 once
 * it is no longer waiting.
 */
export async function discardImport(
  ctx: AppContext,
  actor: ImportActor,
  importId: number,
  lang: Lang,
): Promise<RecordImport> {
  const discarded = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(recordImports)
      .set({ estado: 'descartada' })
      .where(and(eq(recordImports.id, importId), eq(recordImports.estado, 'previsualizada')))
      .returning({ nombreFichero: recordImports.nombreFichero });
    if (!row) {
      return false;
    }
    await tx.delete(recordImportRows).where(eq(recordImportRows.importId, importId));
    await recordAudit(tx, {
      actor: auditActorOf(actor),
      action: 'expediente.descartar',
      entity: 'importacion_expediente',
      entityId: importId,
      after: { fichero: row.nombreFichero },
    });
    return true;
  });
  if (!discarded) {
    const [known] = await ctx.db
      .select({ id: recordImports.id })
      .from(recordImports)
      .where(eq(recordImports.id, importId));
    throw new AppError(known ? Codes.RECORD_IMPORT_NOT_PENDING : Codes.NOT_FOUND);
  }
  return importDetail(ctx, importId, lang);
}
