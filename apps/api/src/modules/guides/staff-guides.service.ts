import {
  searchRows,
  type StaffGuide,
  type staffGuideBodySchema,
  type staffTextExportQuerySchema,
} from '@portal/contracts';
import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { spanishDay } from '../../lib/dates.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { type ExportLanguage } from '../../lib/export-texts.ts';
import { tableFile } from '../../lib/table-export.ts';
import { type AuditActor } from '../audit/audit.ts';
import { auditedRows } from '../audit/audited-rows.ts';
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

/** The description is stored sanitised, so no unsafe markup ever rests in the table. */
const valuesOf = (body: GuideBody) => ({
  titulo: body.titulo,
  descripcion: sanitizeRichText(body.descripcion),
  urlFichero: body.urlFichero,
  urlImagen: body.urlImagen,
});

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

const guideRows = auditedRows(guides, { entity: 'guia' });

export async function createGuide(
  ctx: AppContext,
  actor: AuditActor,
  body: GuideBody,
  requestId?: string,
): Promise<StaffGuide> {
  return toStaffGuide(await guideRows.create(ctx.db, actor, valuesOf(body), requestId));
}

export async function editGuide(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: GuideBody,
  requestId?: string,
): Promise<StaffGuide> {
  return toStaffGuide(await guideRows.edit(ctx.db, actor, id, valuesOf(body), { requestId }));
}

export async function deleteGuide(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  requestId?: string,
): Promise<void> {
  await guideRows.remove(ctx.db, actor, id, requestId);
}
