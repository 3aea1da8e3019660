import { Codes, type RecordImport } from '@portal/contracts';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  recordImportLeavers,
  recordImportRefusals,
  recordImports,
} from './academic-record.table.ts';
import { toLeaver, toRecordImport, toRefusal } from './record-import.mapper.ts';
import { type Lang, RUNNING, SHOWN_REFUSALS, live } from './record-import.service.ts';

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
  const [refusals, leavers, leaverCount] = running
    ? [[], [], [{ n: 0 }]]
    : await Promise.all([
        ctx.db
          .select()
          .from(recordImportRefusals)
          .where(eq(recordImportRefusals.importId, importId))
          .orderBy(asc(recordImportRefusals.linea))
          .limit(SHOWN_REFUSALS),
        leaversOf(ctx, importId).limit(SHOWN_LEAVERS),
        ctx.db
          .select({ n: count() })
          .from(recordImportLeavers)
          .where(eq(recordImportLeavers.importId, importId)),
      ]);
  return toRecordImport(
    row,
    refusals.map((r) => toRefusal(r, lang)),
    running,
    lang,
    {
      total: leaverCount[0]?.n ?? 0,
      primeras: leavers.map((l) => toLeaver(l, lang)),
    },
  );
}

/** The preview lists this many people leaving; the report has them all. */
const SHOWN_LEAVERS = 100;

const leaversOf = (ctx: AppContext, importId: number) =>
  ctx.db
    .select()
    .from(recordImportLeavers)
    .where(eq(recordImportLeavers.importId, importId))
    .orderBy(
      asc(recordImportLeavers.apellidos),
      asc(recordImportLeavers.nombre),
      asc(recordImportLeavers.dni),
      asc(recordImportLeavers.idTitulacion),
    )
    .$dynamic();

/** Every degree an import ends, for the report. */
export async function importLeavers(ctx: AppContext, importId: number, lang: Lang) {
  const fichero = await fileNameOf(ctx, importId);
  const leavers = await leaversOf(ctx, importId);
  return { fichero, bajas: leavers.map((l) => toLeaver(l, lang)) };
}

/** The name of the file an import read (its reports are named after it); 404 for no import. */
async function fileNameOf(ctx: AppContext, importId: number): Promise<string> {
  const [row] = await ctx.db
    .select({ nombre: recordImports.nombreFichero })
    .from(recordImports)
    .where(eq(recordImports.id, importId));
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return row.nombre;
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

export async function importHistory(ctx: AppContext, pagina: number, lang: Lang) {
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
      const {
        rechazadas: _refused,
        bajas: _leavers,
        ...item
      } = toRecordImport(r, [], live.get(r.id), lang, { total: 0, primeras: [] });
      return item;
    }),
  };
}

/** Every refused row of an import, for the report. */
export async function importRefusals(ctx: AppContext, importId: number, lang: Lang) {
  const fichero = await fileNameOf(ctx, importId);
  const refusals = await ctx.db
    .select()
    .from(recordImportRefusals)
    .where(eq(recordImportRefusals.importId, importId))
    .orderBy(asc(recordImportRefusals.linea));
  return { fichero, rechazadas: refusals.map((r) => toRefusal(r, lang)) };
}
