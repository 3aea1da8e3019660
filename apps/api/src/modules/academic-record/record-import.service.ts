import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Codes, type RecordImport } from '@portal/contracts';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
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
import { classify } from './record-apply.ts';
import { beat, readIntoImport, refuseTakenEmails } from './record-analysis.ts';
import { formatOf, UnreadableRecordFile } from './record-file.ts';
import { confirmImport } from './record-import-confirm.service.ts';
import { importDetail } from './record-import-queries.ts';

export type Lang = 'es' | 'en';

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

export const auditActorOf = (actor: ImportActor) =>
  actor.userId === null
    ? { id: null, email: actor.email }
    : { id: actor.userId, email: actor.email };

export const RUNNING = ['analizando', 'aplicando'] as const;

/** A running import whose process stopped beating this long ago is failed (lock released). */
const STALE_AFTER_MS = 10 * 60 * 1000;

export const SHOWN_REFUSALS = 100;

/** Progress of the imports this process runs (read without the database while applying). */
export const live = new Map<number, { row: RecordImportRow; hechos: number; total: number }>();

async function failStale(ctx: AppContext): Promise<void> {
  await ctx.db
    .update(recordImports)
    .set({
      estado: 'fallida',
      error: 'Interrumpida: el proceso que la ejecutaba se detuvo.',
      errorEn: 'Interrupted: the process running it stopped.',
    })
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
    const format = await formatOf(file, query.fichero);
    // A newer file replaces earlier previews: their working rows go (confirming one answers 124)
    // and the history says they were replaced rather than still waiting.
    await ctx.db.delete(recordImportRows).where(lt(recordImportRows.importId, row.id));
    await ctx.db
      .update(recordImports)
      .set({ estado: 'sustituida' })
      .where(and(lt(recordImports.id, row.id), eq(recordImports.estado, 'previsualizada')));
    const read = await readIntoImport(ctx.db, row.id, file, format, async (hechos, total) => {
      live.set(row.id, { row, hechos, total });
      await beat(ctx.db, row.id, hechos, total);
    });
    await refuseTakenEmails(ctx.db, row.id);
    const refused = await refusedCount(ctx, row.id);
    const counts = await ctx.db.transaction((tx) =>
      classify(tx, row.id, query.completa, refused, read),
    );
    await ctx.db
      .update(recordImports)
      .set({
        estado: 'previsualizada',
        formato: format,
        sha256: saved.sha256,
        resumen: counts,
        hechos: read.read,
        total: read.read,
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
        messageEn: `The file cannot be read as an academic record: ${error.messageEn}`,
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

export async function failImport(ctx: AppContext, importId: number, error: unknown): Promise<void> {
  const [message, messageEn] =
    error instanceof UnreadableRecordFile
      ? [error.message, error.messageEn]
      : error instanceof AppError
        ? [`Código ${String(error.code)}`, `Code ${String(error.code)}`]
        : ['Error inesperado', 'Unexpected error'];
  await ctx.db
    .update(recordImports)
    .set({ estado: 'fallida', error: message, errorEn: messageEn })
    .where(eq(recordImports.id, importId));
  if (!(error instanceof AppError) && !(error instanceof UnreadableRecordFile)) {
    ctx.log.error({ err: error, importId }, 'academic record import failed');
  }
}
