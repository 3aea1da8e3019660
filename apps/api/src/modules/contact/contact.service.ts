import {
  Codes,
  type contactMessageBodySchema,
  type ContactProfile,
  pathFor,
  type StaffContactMessage,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { mailCatalogue, mailIn } from '../../lib/mail-catalogue.ts';
import { exportText, yesNo, type ExportLanguage, type ExportText } from '../../lib/export-texts.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { tableFile } from '../../lib/table-export.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { languageOfAddress } from '../users/user-language.ts';
import { toStaffContactMessage } from './contact.mapper.ts';
import * as repo from './contact.repository.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';

type ContactBody = z.output<typeof contactMessageBodySchema>;

const profileLabel: Record<ContactProfile, ExportText> = {
  estudiante: 'Estudiante o titulado/a',
  empresa: 'Empresa o entidad',
  otro: 'Otro',
};

/** Where the form's messages go: CONTACT_MAIL_TO, else the brand's careers address. */
export async function contactMailTo(ctx: AppContext): Promise<string> {
  return ctx.env.CONTACT_MAIL_TO ?? (await ctx.brand.get()).emailContactoConvenios;
}

/**
 * Stores a message of the public contact form with its mail to the careers office (reply-to the
 * sender), sent from the outbox: a relay that is down delays the mail, and the inbox shows the
 * message either way.
 */
export async function sendContactMessage(
  ctx: AppContext,
  body: ContactBody,
  ip: string,
): Promise<{ idMensaje: number }> {
  const to = await contactMailTo(ctx);
  const base = ctx.env.PUBLIC_URL ?? `http://localhost:${String(ctx.env.PORT)}`;
  const { row, outboxId } = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insert(tx, {
      nombre: body.nombre,
      email: body.email,
      perfil: body.perfil,
      asunto: body.asunto,
      mensaje: body.mensaje,
      ip,
    });
    // The office's language when the address is a staff member's; else Spanish and English.
    const mail = mailIn(
      mailCatalogue.contactMessage,
      {
        id: inserted.id,
        nombre: body.nombre,
        email: body.email,
        perfil: body.perfil,
        asunto: body.asunto,
        mensaje: body.mensaje,
        inbox: `${base}${pathFor('gestion_contacto')}`,
      },
      await languageOfAddress(tx, to),
    );
    const id = await ctx.outbox.enqueueMail(tx, { to, replyTo: body.email, ...mail });
    return { row: inserted, outboxId: id };
  });
  sendInBackground(() => ctx.outbox.deliver([outboxId]));
  return { idMensaje: row.id };
}

export async function listContactInbox(
  ctx: AppContext,
  state: repo.InboxState,
): Promise<StaffContactMessage[]> {
  return (await repo.listInbox(ctx.db, state)).map(toStaffContactMessage);
}

export async function markContactHandled(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  atendido: boolean,
): Promise<StaffContactMessage> {
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findInboxRow(tx, id);
    if (!before || !(await repo.setHandled(tx, id, atendido ? actor.id : null))) {
      throw new AppError(Codes.NOT_FOUND);
    }
    await recordAudit(tx, {
      actor,
      action: atendido ? 'contacto.atender' : 'contacto.reabrir',
      entity: 'mensaje_contacto',
      entityId: id,
      before: { atendido: before.message.handledAt !== null },
      after: { atendido },
    });
    const after = await repo.findInboxRow(tx, id);
    if (!after) {
      throw new AppError(Codes.NOT_FOUND);
    }
    return toStaffContactMessage(after);
  });
}

export const contactExportColumns: readonly ExportText[] = [
  'Número',
  'Recibido',
  'Nombre y apellidos',
  'Correo electrónico',
  'Perfil',
  'Asunto',
  'Mensaje',
  'Atendido',
  'Atendido el',
  'Atendido por',
];

const cells = (m: StaffContactMessage, lang: ExportLanguage): string[] => [
  String(m.idMensaje),
  m.recibido,
  m.nombre,
  m.email,
  exportText(profileLabel[m.perfil], lang),
  m.asunto,
  m.mensaje,
  yesNo(m.atendido, lang),
  m.atendidoEl ?? '',
  m.atendidoPor ?? '',
];

/**
 * The inbox as CSV (UTF-8 with BOM, `;`, CRLF: how Spanish spreadsheets open it) or XLSX, its
 * name, sheet, header and words in the request's language.
 */
export async function exportContactInbox(
  ctx: AppContext,
  state: repo.InboxState,
  formato: 'csv' | 'xlsx',
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const messages = await listContactInbox(ctx, state);
  return tableFile(
    {
      sheet: 'Mensajes',
      header: contactExportColumns,
      rows: messages.map((m) => cells(m, lang)),
    },
    formato,
    `mensajes-contacto-${state}`,
    lang,
  );
}
