import {
  Codes,
  searchRows,
  type StaffGuide,
  type staffGuideBodySchema,
  type staffTextExportQuerySchema,
} from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { spanishDay } from '../../lib/dates.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { type ExportLanguage } from '../../lib/export-texts.ts';
import { tableFile } from '../../lib/table-export.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { guides } from './guides.table.ts';

type GuideBody = z.output<typeof staffGuideBodySchema>;
type GuideRow = typeof guides.$inferSelect;

const toStaffGuide = (row: GuideRow): StaffGuide => ({
  idGuia: row.id,
  titulo: row.titulo,
  descripcion: row.descripcion,
  urlFichero: row.urlFichero,
  urlImagen: row.urlImagen,
  publicada: row.publicadaAt.toISOString(),
});

const auditView = ({ id: _id, ...rest }: GuideRow) => rest;

/** The description is stored sanitised, so no unsafe markup ever rests in the table. */
const valuesOf = (body: GuideBody) => ({
  titulo: body.titulo,
  descripcion: sanitizeRichText(body.descripcion),
  urlFichero: body.urlFichero,
  urlImagen: body.urlImagen,
});

const lockGuide = async (tx: Db, id: number) =>
  (await tx.select().from(guides).where(eq(guides.id, id)).for('update'))[0] ?? null;

export async function listStaffGuides(ctx: AppContext): Promise<StaffGuide[]> {
  const rows = await ctx.db
    .select()
    .from(guides)
    .orderBy(desc(guides.publicadaAt), desc(guides.id));
  return rows.map(toStaffGuide);
}

/** The guides list as the staff page shows it searched: title, publication day, file, image. */
export async function exportGuides(
  ctx: AppContext,
  query: z.output<typeof staffTextExportQuerySchema>,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const rows = searchRows(await listStaffGuides(ctx), query.texto ?? '', (g) => [g.titulo]);
  return tableFile(
    {
      sheet: 'Guías',
      header: ['Id', 'Título', 'Publicada', 'Fichero', 'Imagen'],
      rows: rows.map((g) => [
        String(g.idGuia),
        g.titulo,
        spanishDay(new Date(g.publicada)),
        g.urlFichero ?? '',
        g.urlImagen ?? '',
      ]),
    },
    query.formato,
    'guias',
    lang,
  );
}

export async function createGuide(
  ctx: AppContext,
  actor: AuditActor,
  body: GuideBody,
  requestId?: string,
): Promise<StaffGuide> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(guides).values(valuesOf(body)).returning();
    if (!row) {
      throw new Error('guide not inserted');
    }
    await recordAudit(tx, {
      actor,
      action: 'guia.crear',
      entity: 'guia',
      entityId: row.id,
      after: auditView(row),
      requestId,
    });
    return toStaffGuide(row);
  });
}

export async function editGuide(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: GuideBody,
  requestId?: string,
): Promise<StaffGuide> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockGuide(tx, id);
    if (!current) {
      throw new AppError(Codes.NOT_FOUND);
    }
    const [row] = await tx.update(guides).set(valuesOf(body)).where(eq(guides.id, id)).returning();
    if (!row) {
      throw new AppError(Codes.NOT_FOUND);
    }
    await recordAudit(tx, {
      actor,
      action: 'guia.editar',
      entity: 'guia',
      entityId: id,
      before: auditView(current),
      after: auditView(row),
      requestId,
    });
    return toStaffGuide(row);
  });
}

export async function deleteGuide(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  requestId?: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockGuide(tx, id);
    if (!current) {
      throw new AppError(Codes.NOT_FOUND);
    }
    await tx.delete(guides).where(eq(guides.id, id));
    await recordAudit(tx, {
      actor,
      action: 'guia.borrar',
      entity: 'guia',
      entityId: id,
      before: auditView(current),
      requestId,
    });
  });
}
