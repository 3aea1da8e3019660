import {
  Codes,
  NEWS_PAGE_SIZE,
  newsStateOf,
  searchRows,
  type NewsDetail,
  type NewsPage,
  type NewsKind,
  type NewsState,
  type StaffNewsItem,
  type staffNewsBodySchema,
  type staffTextExportQuerySchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { spanishDay } from '../../lib/dates.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { exportText, type ExportLanguage, type ExportText } from '../../lib/export-texts.ts';
import { tableFile } from '../../lib/table-export.ts';
import { type AuditActor } from '../audit/audit.ts';
import { auditedRows } from '../audit/audited-rows.ts';
import { newsItems } from './news.table.ts';
import { toNewsDetail, toNewsItem, toStaffNewsItem } from './news.mapper.ts';
import * as repo from './news.repository.ts';
import { pageWindow } from '../../lib/page-window.ts';

type NewsBody = z.output<typeof staffNewsBodySchema>;

/** Published items of a kind, newest first, one page of NEWS_PAGE_SIZE. */
export async function listPublishedNews(
  ctx: AppContext,
  tipo: NewsKind,
  pagina: number,
  now = new Date(),
): Promise<NewsPage> {
  const { rows, total } = await repo.listPublished(ctx.db, {
    tipo,
    today: spanishDay(now),
    ...pageWindow({ pagina, porPagina: NEWS_PAGE_SIZE }),
  });
  return { elementos: rows.map(toNewsItem), total, pagina, porPagina: NEWS_PAGE_SIZE };
}

export async function getPublishedNews(ctx: AppContext, id: number): Promise<NewsDetail> {
  const row = await repo.findPublished(ctx.db, id, spanishDay());
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return toNewsDetail(row);
}

export async function listStaffNews(ctx: AppContext): Promise<StaffNewsItem[]> {
  return (await repo.listAll(ctx.db)).map(toStaffNewsItem);
}

const kindLabel = { noticia: 'Noticia', prensa: 'Prensa' } as const;

/** Draft, scheduled (published from a later day, Spanish calendar) or published, as the list says. */
const stateLabel: Record<NewsState, ExportText> = {
  draft: 'Borrador',
  scheduled: 'Programada',
  published: 'Publicada',
};

/** The staff list as searched (every word in the title or source): title, kind, day, state. */
export async function exportStaffNews(
  ctx: AppContext,
  query: z.output<typeof staffTextExportQuerySchema>,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const rows = searchRows(await listStaffNews(ctx), query.texto ?? '', (n) => [n.titulo, n.fuente]);
  const today = spanishDay();
  return tableFile(
    {
      sheet: 'Noticias',
      header: ['Id', 'Título', 'Tipo', 'Fecha de publicación', 'Fuente', 'Estado', 'Enlace'],
      rows: rows.map((n) => [
        String(n.idNoticia),
        n.titulo,
        exportText(kindLabel[n.tipo], lang),
        n.fechaPublicacion,
        n.fuente ?? '',
        exportText(stateLabel[newsStateOf(n, today)], lang),
        n.enlaceExterno ?? '',
      ]),
    },
    query.formato,
    'noticias',
    lang,
  );
}

export async function getStaffNews(ctx: AppContext, id: number): Promise<StaffNewsItem> {
  const row = await repo.findById(ctx.db, id);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return toStaffNewsItem(row);
}

/** The body is stored sanitised too, so no unsafe markup ever rests in the table. */
const valuesOf = (body: NewsBody): repo.NewsValues => ({
  tipo: body.tipo,
  titulo: body.titulo,
  entradilla: body.entradilla,
  cuerpo: sanitizeRichText(body.cuerpo),
  fechaPublicacion: body.fechaPublicacion,
  fuente: body.fuente,
  enlaceExterno: body.enlaceExterno,
  urlImagen: body.urlImagen,
});

const newsRows = auditedRows(newsItems, { entity: 'noticia' });

export async function createNews(
  ctx: AppContext,
  actor: AuditActor,
  body: NewsBody,
): Promise<StaffNewsItem> {
  return toStaffNewsItem(
    await newsRows.create(ctx.db, actor, { ...valuesOf(body), createdBy: actor.id }),
  );
}

export async function editNews(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: NewsBody,
): Promise<StaffNewsItem> {
  return toStaffNewsItem(
    await newsRows.edit(ctx.db, actor, id, { ...valuesOf(body), updatedAt: new Date() }),
  );
}

export async function publishNews(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  publicada: boolean,
): Promise<StaffNewsItem> {
  return toStaffNewsItem(
    await newsRows.edit(
      ctx.db,
      actor,
      id,
      { publicada, updatedAt: new Date() },
      { verb: publicada ? 'publicar' : 'retirar' },
    ),
  );
}

export async function deleteNews(ctx: AppContext, actor: AuditActor, id: number): Promise<null> {
  await newsRows.remove(ctx.db, actor, id);
  return null;
}
