import {
  Codes,
  searchRows,
  type StaffProgramme,
  type staffProgrammeBodySchema,
  type staffTextExportQuerySchema,
  slugify,
} from '@portal/contracts';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { yesNo, type ExportLanguage } from '../../lib/export-texts.ts';
import { tableFile } from '../../lib/table-export.ts';
import { type AuditActor } from '../audit/audit.ts';
import { auditedRows } from '../audit/audited-rows.ts';
import { programmeAdhesions, programmes } from './programmes.table.ts';

type Body = z.output<typeof staffProgrammeBodySchema>;

type Row = typeof programmes.$inferSelect;

const countOf = (estado: string) =>
  sql<number>`(select count(*) from ${programmeAdhesions} where ${programmeAdhesions.programmeId} = ${programmes.id} and ${programmeAdhesions.estado} = ${estado})`.mapWith(
    Number,
  );

const toStaffProgramme = (
  row: Row,
  counts: { pendiente: number; aceptada: number; rechazada: number },
): StaffProgramme => ({
  idPrograma: row.id,
  urlAcceso: row.slug,
  titulo: row.titulo,
  descripcion: row.descripcion,
  financiacion: row.financiacion,
  tiposEstudios: row.tiposEstudios,
  fechaInicio: row.fechaInicio,
  fechaFin: row.fechaFin,
  meses: row.meses,
  dedicacion: row.dedicacion,
  urlImagen: row.urlImagen,
  activo: row.activo,
  adhesiones: counts,
});

const selectWithCounts = (db: Db) =>
  db
    .select({
      programme: programmes,
      pendiente: countOf('pendiente'),
      aceptada: countOf('aceptada'),
      rechazada: countOf('rechazada'),
    })
    .from(programmes);

type CountedRow = Awaited<ReturnType<ReturnType<typeof selectWithCounts>['execute']>>[number];

const fromCounted = (r: CountedRow) =>
  toStaffProgramme(r.programme, {
    pendiente: r.pendiente,
    aceptada: r.aceptada,
    rechazada: r.rechazada,
  });

const auditView = ({ id: _id, documentosRequeridos: _docs, ...rest }: Row) => rest;

export async function listStaffProgrammes(ctx: AppContext): Promise<StaffProgramme[]> {
  const rows = await selectWithCounts(ctx.db).orderBy(
    desc(programmes.activo),
    desc(programmes.fechaInicio),
    asc(programmes.titulo),
  );
  return rows.map(fromCounted);
}

/** The programmes list as the staff page shows it searched (every word of the title), with counts. */
export async function exportProgrammes(
  ctx: AppContext,
  query: z.output<typeof staffTextExportQuerySchema>,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const rows = searchRows(await listStaffProgrammes(ctx), query.texto ?? '', (p) => [p.titulo]);
  return tableFile(
    {
      sheet: 'Programas',
      header: [
        'Id',
        'Título',
        'Inicio',
        'Fin',
        'Meses',
        'Dedicación (%)',
        'Financiación',
        'Tipos de estudios',
        'Activo',
        'Adhesiones pendientes',
        'Adhesiones aceptadas',
        'Adhesiones rechazadas',
      ],
      rows: rows.map((p) => [
        String(p.idPrograma),
        p.titulo,
        p.fechaInicio,
        p.fechaFin,
        String(p.meses),
        String(p.dedicacion),
        p.financiacion,
        p.tiposEstudios,
        yesNo(p.activo, lang),
        String(p.adhesiones.pendiente),
        String(p.adhesiones.aceptada),
        String(p.adhesiones.rechazada),
      ]),
    },
    query.formato,
    'programas',
    lang,
  );
}

export async function getStaffProgramme(db: Db, id: number): Promise<StaffProgramme> {
  const [row] = await selectWithCounts(db).where(eq(programmes.id, id));
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return fromCounted(row);
}

const valuesOf = (body: Body) => ({
  titulo: body.titulo,
  descripcion: sanitizeRichText(body.descripcion),
  financiacion: body.financiacion,
  tiposEstudios: body.tiposEstudios,
  fechaInicio: body.fechaInicio,
  fechaFin: body.fechaFin,
  meses: body.meses ?? 1,
  dedicacion: body.dedicacion,
  urlImagen: body.urlImagen,
  activo: body.activo,
});

async function uniqueSlug(db: Db, titulo: string) {
  const base = slugify(titulo) || 'programa';
  for (let i = 1; i < 100; i += 1) {
    const slug = i === 1 ? base : `${base}-${String(i)}`;
    const taken = await db
      .select({ id: programmes.id })
      .from(programmes)
      .where(eq(programmes.slug, slug));
    if (taken.length === 0) {
      return slug;
    }
  }
  return `${base}-${String(Date.now())}`;
}

const programmeRows = auditedRows(programmes, { entity: 'programa', auditView });

export async function createProgramme(
  ctx: AppContext,
  actor: AuditActor,
  body: Body,
  requestId?: string,
): Promise<StaffProgramme> {
  const row = await programmeRows.create(
    ctx.db,
    actor,
    async (tx) => ({ ...valuesOf(body), slug: await uniqueSlug(tx, body.titulo) }),
    requestId,
  );
  return getStaffProgramme(ctx.db, row.id);
}

export async function editProgramme(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: Body,
  requestId?: string,
): Promise<StaffProgramme> {
  await programmeRows.edit(ctx.db, actor, id, valuesOf(body), { requestId });
  return getStaffProgramme(ctx.db, id);
}
