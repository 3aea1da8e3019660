import {
  Codes,
  invoiceStatusTexts,
  invoiceTransitions,
  pathFor,
  type staffInvoiceCreateSchema,
  type InvoiceStatus,
  type StaffInvoice,
} from '@portal/contracts';
import { eq, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { checkUpload } from '../../lib/uploads.ts';
import { sha256 } from '../../lib/sha256.ts';
import { notifyCompany } from '../agreements/company-notices.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { companies } from '../companies/companies.table.ts';
import type { UserNotice } from '../notifications/notifications.service.ts';
import { renderInvoicePdf } from './invoices.service.ts';
import { invoices, type InvoiceRow } from './invoices.table.ts';
import { findStaffInvoice, statusOf, toStaffInvoice } from './staff-invoices.service.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';
import { stateWord } from '../../lib/export-texts.ts';

type CreateInput = z.output<typeof staffInvoiceCreateSchema>;

const euros = (importe: string) =>
  `${new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(importe))} €`;

const eurosEn = (importe: string) =>
  `€${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(importe))}`;

const invoicesPage = () => pathFor('facturas');

function invoiceNotice(row: InvoiceRow, kind: 'nueva' | InvoiceStatus): UserNotice {
  const ref = `${row.numero} (${euros(row.importe)})`;
  const refEn = `${row.numero} (${eurosEn(row.importe)})`;
  const texts = {
    nueva: ['Nueva factura', `Tienes disponible la factura ${ref}: ${row.concepto}.`],
    pagada: ['Factura pagada', `El Servicio de Empleo ha registrado el pago de la factura ${ref}.`],
    pendiente: ['Factura pendiente de pago', `La factura ${ref} vuelve a estar pendiente de pago.`],
    anulada: ['Factura anulada', `El Servicio de Empleo ha anulado la factura ${ref}.`],
  } as const;
  const textsEn = {
    nueva: ['New invoice', `Invoice ${refEn} is available: ${row.concepto}.`],
    pagada: ['Invoice paid', `The careers office has recorded the payment of invoice ${refEn}.`],
    pendiente: ['Invoice awaiting payment', `Invoice ${refEn} is awaiting payment again.`],
    anulada: ['Invoice cancelled', `The careers office has cancelled invoice ${refEn}.`],
  } as const;
  const [titulo, texto] = texts[kind];
  const [tituloEn, textoEn] = textsEn[kind];
  return { titulo, texto, en: { titulo: tituloEn, texto: textoEn }, urlAcceso: invoicesPage() };
}

/** The next number of the year: F-YYYY-NNNN. */
async function nextNumber(db: Db, year: number): Promise<string> {
  const prefix = `F-${String(year)}-`;
  const [row] = await db
    .select({
      max: sql<
        number | null
      >`max(nullif(regexp_replace(substr(${invoices.numero}, ${prefix.length + 1}), '\\D', '', 'g'), '')::int)`,
    })
    .from(invoices)
    .where(like(invoices.numero, `${prefix}%`));
  return `${prefix}${String((row?.max ?? 0) + 1).padStart(4, '0')}`;
}

const duplicate = () =>
  new AppError(Codes.SERVER_MESSAGE, {
    httpStatus: 409,
    message: 'Ya existe una factura con ese número.',
    messageEn: 'An invoice with that number already exists.',
    datos: {
      errores: [
        { campo: 'numero', codigo: 'duplicate', mensaje: 'Ya existe una factura con ese número.' },
      ],
    },
    datosEn: {
      errores: [
        {
          campo: 'numero',
          codigo: 'duplicate',
          mensaje: 'An invoice with that number already exists.',
        },
      ],
    },
  });

/**
 * Gestion/addFactura: with a file, the uploaded PDF (by content, ≤ 2 MB, else 46); without, a
 * PDF rendered with pdfkit from the data. Stored once with its SHA-256; the company is notified.
 */
export async function createInvoice(
  ctx: AppContext,
  actor: AuditActor,
  input: CreateInput,
): Promise<StaffInvoice> {
  const [company] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, input.idEmpresa));
  if (!company) {
    const refusal = (mensaje: string) => ({
      errores: [{ campo: 'idEmpresa', codigo: 'not_found', mensaje }],
    });
    throw new AppError(Codes.NOT_FOUND, {
      datos: refusal('La empresa no existe'),
      datosEn: refusal('The company does not exist'),
    });
  }
  const uploaded =
    input.ficheroB64 !== undefined && input.ficheroB64 !== ''
      ? await checkUpload(
          {
            ficheroB64ParaAltas: input.ficheroB64,
            extension_adjunto: input.extension_adjunto ?? '',
            nombre: 'factura.pdf',
          },
          { pdfOnly: true },
        )
      : null;
  const fecha = new Date(`${input.fecha}T12:00:00Z`);
  const numero = input.numero ?? (await nextNumber(ctx.db, fecha.getUTCFullYear()));
  const draft: InvoiceRow = {
    id: 0,
    companyId: company.id,
    numero,
    fecha,
    concepto: input.concepto,
    importe: input.importe,
    estado: input.estado,
    origen: uploaded ? 'subida' : 'generada',
    pdfKey: null,
    pdfSha256: null,
    createdAt: new Date(),
  };
  const pdf = uploaded ? uploaded.data : await renderInvoicePdf(ctx, draft);
  const key = await ctx.storage.put(pdf, 'pdf');
  try {
    const { row, send } = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(invoices)
        .values({
          companyId: draft.companyId,
          numero,
          fecha,
          concepto: draft.concepto,
          importe: draft.importe,
          estado: draft.estado,
          origen: draft.origen,
          pdfKey: key,
          pdfSha256: sha256(pdf),
        })
        .returning();
      if (!inserted) {
        throw new Error('invoice not inserted');
      }
      await recordAudit(tx, {
        actor,
        action: uploaded ? 'factura.subir' : 'factura.generar',
        entity: 'factura',
        entityId: inserted.id,
        after: { ...inserted, pdfKey: undefined },
      });
      return {
        row: inserted,
        send: await notifyCompany(ctx, tx, inserted.companyId, invoiceNotice(inserted, 'nueva')),
      };
    });
    sendInBackground(send);
    return (
      (await findStaffInvoice(ctx.db, row.id)) ?? toStaffInvoice({ i: row, empresa: '', cif: '' })
    );
  } catch (error) {
    await ctx.storage.remove(key);
    if (isUniqueViolation(error)) {
      throw duplicate();
    }
    throw error;
  }
}

/** Gestion/cambiarEstadoFactura: pending ↔ paid, pending → cancelled (final). */
export async function changeInvoiceState(
  ctx: AppContext,
  actor: AuditActor,
  idFactura: number,
  estado: InvoiceStatus,
): Promise<StaffInvoice> {
  const send = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, idFactura))
      .for('update');
    if (!current) {
      throw new AppError(Codes.NOT_FOUND);
    }
    const from = statusOf(current.estado);
    if (!invoiceTransitions[from].includes(estado)) {
      throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED, {
        httpStatus: 409,
        message: `Una factura «${invoiceStatusTexts[from]}» no puede pasar a «${invoiceStatusTexts[estado]}».`,
        messageEn: `An invoice cannot go from «${stateWord(invoiceStatusTexts[from], 'en')}» to «${stateWord(invoiceStatusTexts[estado], 'en')}».`,
      });
    }
    const [updated] = await tx
      .update(invoices)
      .set({ estado })
      .where(eq(invoices.id, idFactura))
      .returning();
    if (!updated) {
      throw new AppError(Codes.NOT_FOUND);
    }
    await recordAudit(tx, {
      actor,
      action: `factura.${estado}`,
      entity: 'factura',
      entityId: idFactura,
      before: { estado: from },
      after: { estado },
    });
    return notifyCompany(ctx, tx, updated.companyId, invoiceNotice(updated, estado));
  });
  sendInBackground(send);
  const found = await findStaffInvoice(ctx.db, idFactura);
  if (!found) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return found;
}
