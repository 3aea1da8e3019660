import {
  Codes,
  validationMessages,
  type ContentLanguage,
  type ContentPage,
  type FaqAudience,
  type HelpPage,
  type StaffContentPage,
  type StaffContentPageBody,
  type StaffFaqCreateBody,
  type StaffFaqEditBody,
  type StaffFaqItem,
  type StaffFaqOrderBody,
  type StaffFaqQuery,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeContentPage, sanitizeRichText } from '../../lib/html.ts';
import { htmlToText } from '../../lib/html-text.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { auditedRows } from '../audit/audited-rows.ts';
import { toContentPage, toFaqItem, toStaffFaqItem, toStaffPage } from './content-pages.mapper.ts';
import * as repo from './content-pages.repository.ts';
import { helpFaq, type ContentPageRow } from './content-pages.table.ts';

const fieldError = (campo: string, mensaje: string, codigo: string) =>
  new AppError(Codes.INVALID_INPUT, {
    httpStatus: 400,
    message: mensaje,
    datos: { errores: [{ campo, codigo, mensaje }] },
  });

/** Sanitised HTML that still says something (a body of only tags or scripts is empty). */
function cleanOrRefuse(html: string, campo: string, sanitize: (html: string) => string): string {
  const clean = sanitize(html).trim();
  if (htmlToText(clean) === '') {
    throw fieldError(
      campo,
      validationMessages.required.mensaje,
      validationMessages.required.codigo,
    );
  }
  return clean;
}

/** A page that was never written reads as empty (the migration writes both languages). */
const emptyPage = (pagina: ContentPageRow['pagina'], idioma: ContentLanguage): ContentPageRow => ({
  pagina,
  idioma,
  contenido: '',
  updatedBy: null,
  updatedAt: new Date(0),
});

async function readPage(
  ctx: AppContext,
  pagina: ContentPageRow['pagina'],
  idioma: ContentLanguage,
): Promise<ContentPage> {
  const brand = await ctx.brand.get();
  const row = (await repo.findPage(ctx.db, pagina, idioma)) ?? emptyPage(pagina, idioma);
  return toContentPage(row, brand.universidad);
}

/** `/orientacion-laboral` for candidates. */
export function getOrientationPage(ctx: AppContext, idioma: ContentLanguage) {
  return readPage(ctx, 'orientacion', idioma);
}

/** `/ayuda` (brand `hashelp`): the page, the FAQ of the reader's role and the contact address. */
export async function getHelpPage(
  ctx: AppContext,
  rol: FaqAudience,
  idioma: ContentLanguage,
): Promise<HelpPage> {
  const brand = await ctx.brand.get();
  if (!brand.hashelp) {
    throw new AppError(Codes.FORBIDDEN);
  }
  const [page, faq] = await Promise.all([
    readPage(ctx, 'ayuda', idioma),
    repo.listFaq(ctx.db, rol, idioma),
  ]);
  return {
    ...page,
    preguntas: faq.map((row) => toFaqItem(row, brand.universidad)),
    emailContacto: brand.emailContactoConvenios,
  };
}

// ——— Back-office ———

export async function listStaffPages(ctx: AppContext): Promise<StaffContentPage[]> {
  return (await repo.listPages(ctx.db)).map(toStaffPage);
}

export async function saveStaffPage(
  ctx: AppContext,
  actor: AuditActor,
  body: StaffContentPageBody & { idioma: ContentLanguage },
  requestId?: string,
): Promise<StaffContentPage> {
  const contenido = cleanOrRefuse(body.contenido, 'contenido', sanitizeContentPage);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockPage(tx, body.pagina, body.idioma);
    const row = await repo.upsertPage(tx, {
      pagina: body.pagina,
      idioma: body.idioma,
      contenido,
      updatedBy: actor.id,
    });
    await recordAudit(tx, {
      actor,
      action: 'pagina_contenido.editar',
      entity: 'pagina_contenido',
      entityId: `${body.pagina}/${body.idioma}`,
      before: before ? { contenido: before.contenido } : null,
      after: { contenido: row.contenido },
      requestId,
    });
  });
  const saved = (await repo.listPages(ctx.db)).find(
    (p) => p.pagina === body.pagina && p.idioma === body.idioma,
  );
  if (!saved) {
    throw new Error('content page not found after saving');
  }
  return toStaffPage(saved);
}

export async function listStaffFaq(ctx: AppContext, query: StaffFaqQuery): Promise<StaffFaqItem[]> {
  return (await repo.listFaq(ctx.db, query.rol, query.idioma)).map(toStaffFaqItem);
}

const faqAudit = ({ pregunta, respuesta, orden, rol, idioma }: StaffFaqItem) => ({
  rol,
  idioma,
  orden,
  pregunta,
  respuesta,
});

const faqRows = auditedRows(helpFaq, {
  entity: 'pregunta_ayuda',
  auditView: (row) => faqAudit(toStaffFaqItem(row)),
});

/** A new question goes last in its list (the list is locked so two never take one place). */
export async function addFaq(
  ctx: AppContext,
  actor: AuditActor,
  body: StaffFaqCreateBody & { idioma: ContentLanguage },
  requestId?: string,
): Promise<StaffFaqItem> {
  const respuesta = cleanOrRefuse(body.respuesta, 'respuesta', sanitizeRichText);
  const row = await faqRows.create(
    ctx.db,
    actor,
    async (tx) => {
      await repo.lockFaqList(tx, body.rol, body.idioma);
      return {
        rol: body.rol,
        idioma: body.idioma,
        orden: await repo.nextOrder(tx, body.rol, body.idioma),
        pregunta: body.pregunta,
        respuesta,
      };
    },
    requestId,
  );
  return toStaffFaqItem(row);
}

export async function editFaq(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: StaffFaqEditBody,
  requestId?: string,
): Promise<StaffFaqItem> {
  const respuesta = cleanOrRefuse(body.respuesta, 'respuesta', sanitizeRichText);
  const row = await faqRows.edit(
    ctx.db,
    actor,
    id,
    { pregunta: body.pregunta, respuesta, updatedAt: new Date() },
    { requestId },
  );
  return toStaffFaqItem(row);
}

export async function deleteFaq(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  requestId?: string,
): Promise<void> {
  await faqRows.remove(ctx.db, actor, id, requestId);
}

/** A new order for one list: `ids` must be exactly its questions, each once. */
export async function orderFaq(
  ctx: AppContext,
  actor: AuditActor,
  body: StaffFaqOrderBody & { idioma: ContentLanguage },
  requestId?: string,
): Promise<StaffFaqItem[]> {
  return ctx.db.transaction(async (tx) => {
    const current = await repo.lockFaqList(tx, body.rol, body.idioma);
    const known = new Set(current.map((row) => row.id));
    const wanted = new Set(body.ids);
    if (
      wanted.size !== body.ids.length ||
      wanted.size !== known.size ||
      body.ids.some((id) => !known.has(id))
    ) {
      throw fieldError(
        'ids',
        'La lista debe contener cada pregunta de esta sección una sola vez.',
        validationMessages.malformed.codigo,
      );
    }
    for (const [index, id] of body.ids.entries()) {
      await repo.updateFaq(tx, id, { orden: index + 1 });
    }
    await recordAudit(tx, {
      actor,
      action: 'pregunta_ayuda.ordenar',
      entity: 'pregunta_ayuda',
      entityId: `${body.rol}/${body.idioma}`,
      before: current.map((row) => row.id),
      after: body.ids,
      requestId,
    });
    return (await repo.listFaq(tx, body.rol, body.idioma)).map(toStaffFaqItem);
  });
}
