import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Codes, type RecordImport, type RecordImportCounts } from '@portal/contracts';
import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { recordAudit } from '../audit/audit.ts';
import {
  recordImportRefusals,
  recordImportRows,
  recordImports,
  type RecordImportRow,
} from './academic-record.table.ts';
import { applySteps, classify } from './record-apply.ts';
import { beat, readIntoImport, refuseTakenEmails } from './record-analysis.ts';
import { mailActivationsLater, queueActivations } from './record-activation.ts';
import { formatOf, UnreadableRecordFile } from './record-file.ts';
import { toRecordImport, toRefusal } from './record-import.mapper.ts';

type Lang = 'es' | 'en';

/** Who gives the file: a staff administrator, or the university's systems with a token. */
export interface ImportActor {
  userId: number | null;
  tokenId: number | null;
  /** Shown in the history: the person's name, or the token's. */
  autor: string;
  email: string;
}

/** The import call's query, parsed. */
export interface RecordImportOptions {
  fichero: string;
  modo: 'previsualizar' | 'aplicar';
  completa: boolean;
  omitirRechazadas: boolean;
}

const auditActorOf = (actor: ImportActor) =>
  actor.userId === null
    ? { id: null, email: actor.email }
    : { id: actor.userId, email: actor.email };

const RUNNING = ['analizando', 'aplicando'] as const;
/** A running import whose process stopped beating this long ago is failed (lock released). */
const STALE_AFTER_MS = 10 * 60 * 1000;
const SHOWN_REFUSALS = 100;

/** Progress of the imports this process runs (read without the database while applying). */
const live = new Map<number, { row: RecordImportRow; hechos: number; total: number }>();

async function failStale(ctx: AppContext): Promise<void> {
  await ctx.db
    .update(recordImports)
    .set({ estado: 'fallida', error: 'Interrumpida: el proceso que la ejecutaba se detuvo.' })
    .where(
      and(
        inArray(recordImports.estado, [...RUNNING]),
        lt(recordImports.heartbeatAt, new Date(Date.now() - STALE_AFTER_MS)),
      ),
    );
}

/** The one running import, or 121 when another one already runs. */
async function lockedInsert(
  ctx: AppContext,
  values: typeof recordImports.$inferInsert,
): Promise<RecordImportRow> {
  await failStale(ctx);
  try {
    const [row] = await ctx.db.insert(recordImports).values(values).returning();
    if (!row) {
      throw new AppError(Codes.SAVE_FAILED);
    }
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(Codes.RECORD_IMPORT_RUNNING);
    }
    throw error;
  }
}

/** Writes the request body to a file, hashing it; 413 past the configured size. */
async function saveBody(
  body: Readable,
  file: string,
  maxBytes: number,
): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await pipeline(
    body,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        bytes += chunk.length;
        if (bytes > maxBytes) {
          throw new AppError(Codes.PAYLOAD_TOO_LARGE);
        }
        hash.update(chunk);
        yield chunk;
      }
    },
    createWriteStream(file),
  );
  return { sha256: hash.digest('hex'), bytes };
}

async function refusedCount(ctx: AppContext, importId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(distinct ${recordImportRefusals.linea})::int` })
    .from(recordImportRefusals)
    .where(eq(recordImportRefusals.importId, importId));
  return row?.n ?? 0;
}

/**
 * Reads a record file into a new import and answers its preview (what applying would change);
 * the portal's data are untouched. With `modo=aplicar` it is then applied as `confirmImport`
 * does. One import runs at a time (121).
 */
export async function importRecordFile(
  ctx: AppContext,
  actor: ImportActor,
  query: RecordImportOptions,
  body: Readable,
  lang: Lang,
): Promise<RecordImport> {
  const row = await lockedInsert(ctx, {
    estado: 'analizando',
    nombreFichero: query.fichero,
    formato: 'csv',
    sha256: '',
    completa: query.completa,
    omitirRechazadas: query.omitirRechazadas,
    userId: actor.userId,
    tokenId: actor.tokenId,
    autor: actor.autor,
  });
  const file = path.join(ctx.env.DATA_DIR, 'tmp', `expediente-${randomUUID()}`);
  live.set(row.id, { row, hechos: 0, total: 0 });
  try {
    const saved = await saveBody(body, file, ctx.env.RECORD_IMPORT_MAX_MB * 1024 * 1024);
    const format = await formatOf(file);
    // A newer file replaces earlier previews: their working rows go (confirming one answers 124).
    await ctx.db.delete(recordImportRows).where(lt(recordImportRows.importId, row.id));
    const rows = await readIntoImport(ctx.db, row.id, file, format, async (hechos, total) => {
      live.set(row.id, { row, hechos, total });
      await beat(ctx.db, row.id, hechos, total);
    });
    await refuseTakenEmails(ctx.db, row.id);
    const refused = await refusedCount(ctx, row.id);
    const counts = await ctx.db.transaction((tx) =>
      classify(tx, row.id, query.completa, refused, rows),
    );
    await ctx.db
      .update(recordImports)
      .set({
        estado: 'previsualizada',
        formato: format,
        sha256: saved.sha256,
        resumen: counts,
        hechos: rows,
        total: rows,
      })
      .where(eq(recordImports.id, row.id));
    await recordAudit(ctx.db, {
      actor: auditActorOf(actor),
      action: 'expediente.previsualizar',
      entity: 'importacion_expediente',
      entityId: row.id,
      after: { fichero: query.fichero, sha256: saved.sha256, completa: query.completa, ...counts },
    });
  } catch (error) {
    await failImport(ctx, row.id, error);
    if (error instanceof UnreadableRecordFile) {
      throw new AppError(Codes.RECORD_FILE_UNREADABLE, {
        message: `El fichero no se puede leer como expediente académico: ${error.message}`,
      });
    }
    throw error;
  } finally {
    live.delete(row.id);
    await fs.rm(file, { force: true });
  }
  if (query.modo === 'aplicar') {
    return confirmImport(ctx, actor, row.id, query.omitirRechazadas, lang, true);
  }
  return importDetail(ctx, row.id, lang);
}

async function failImport(ctx: AppContext, importId: number, error: unknown): Promise<void> {
  const message =
    error instanceof UnreadableRecordFile
      ? error.message
      : error instanceof AppError
        ? `Código ${String(error.code)}`
        : 'Error inesperado';
  await ctx.db
    .update(recordImports)
    .set({ estado: 'fallida', error: message })
    .where(eq(recordImports.id, importId));
  if (!(error instanceof AppError) && !(error instanceof UnreadableRecordFile)) {
    ctx.log.error({ err: error, importId }, 'academic record import failed');
  }
}

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
  const counts = row.resumen as RecordImportCounts;
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
      const applied = await classify(tx, importId, row.completa, counts.rechazadas, counts.filas);
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

export async function importDetail(
  ctx: AppContext,
  importId: number,
  lang: Lang,
): Promise<RecordImport> {
  const running = live.get(importId);
  const [row] = running
    ? [running.row]
    : await ctx.db.select().from(recordImports).where(eq(recordImports.id, importId));
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const refusals = running
    ? []
    : await ctx.db
        .select()
        .from(recordImportRefusals)
        .where(eq(recordImportRefusals.importId, importId))
        .orderBy(asc(recordImportRefusals.linea))
        .limit(SHOWN_REFUSALS);
  return toRecordImport(
    row,
    refusals.map((r) => toRefusal(r, lang)),
    running,
  );
}

/** The import running now: this process's from memory (the database may be busy applying it). */
export async function runningImport(ctx: AppContext, lang: Lang): Promise<RecordImport | null> {
  const [mine] = [...live.keys()];
  if (mine !== undefined) {
    return importDetail(ctx, mine, lang);
  }
  const [row] = await ctx.db
    .select({ id: recordImports.id })
    .from(recordImports)
    .where(inArray(recordImports.estado, [...RUNNING]));
  return row ? importDetail(ctx, row.id, lang) : null;
}

const PAGE = 20;

export async function importHistory(ctx: AppContext, pagina: number) {
  const [total] = await ctx.db.select({ n: count() }).from(recordImports);
  const rows = await ctx.db
    .select()
    .from(recordImports)
    .orderBy(desc(recordImports.id))
    .limit(PAGE)
    .offset((pagina - 1) * PAGE);
  return {
    total: total?.n ?? 0,
    pagina,
    porPagina: PAGE,
    importaciones: rows.map((r) => {
      const { rechazadas: _omitted, ...item } = toRecordImport(r, [], live.get(r.id));
      return item;
    }),
  };
}

/** Every refused row of an import, for the report. */
export async function importRefusals(ctx: AppContext, importId: number, lang: Lang) {
  const [row] = await ctx.db
    .select({ nombre: recordImports.nombreFichero })
    .from(recordImports)
    .where(eq(recordImports.id, importId));
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const refusals = await ctx.db
    .select()
    .from(recordImportRefusals)
    .where(eq(recordImportRefusals.importId, importId))
    .orderBy(asc(recordImportRefusals.linea));
  return { fichero: row.nombre, rechazadas: refusals.map((r) => toRefusal(r, lang)) };
}
