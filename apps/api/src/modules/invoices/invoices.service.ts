import {
  callUrl,
  Codes,
  invoiceCalls,
  invoiceStatusTexts,
  invoiceStatuses,
  type Invoice,
  type InvoiceStatus,
} from '@portal/contracts';
import { and, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { sha256 } from '../../lib/sha256.ts';
import { companies } from '../companies/companies.table.ts';
import { getDocumentSettings } from '../document-settings/document-settings.ts';
import { renderInvoiceDocument } from './invoice-document.ts';
import { invoices, type InvoiceRow } from './invoices.table.ts';

const statusOf = (estado: string): InvoiceStatus =>
  invoiceStatuses.find((s) => s === estado) ?? 'pendiente';

function toInvoice(row: InvoiceRow): Invoice {
  const estado = statusOf(row.estado);
  return {
    idFactura: row.id,
    numero: row.numero,
    fecha: row.fecha.toISOString(),
    concepto: row.concepto,
    importe: row.importe,
    estado,
    estadoTexto: invoiceStatusTexts[estado],
    enlace: callUrl(invoiceCalls.download, { params: { id: row.id } }),
  };
}

/** dameFacturasALTAI: the company's invoices, newest first, by year and state. */
export async function listInvoices(
  ctx: AppContext,
  companyId: number,
  filters: { anio?: number; estado?: InvoiceStatus },
): Promise<Invoice[]> {
  const conditions: SQL[] = [eq(invoices.companyId, companyId)];
  if (filters.anio !== undefined) {
    conditions.push(gte(invoices.fecha, new Date(Date.UTC(filters.anio, 0, 1))));
    conditions.push(lt(invoices.fecha, new Date(Date.UTC(filters.anio + 1, 0, 1))));
  }
  if (filters.estado !== undefined) {
    conditions.push(eq(invoices.estado, filters.estado));
  }
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(and(...conditions))
    .orderBy(desc(invoices.fecha), desc(invoices.id));
  return rows.map(toInvoice);
}

/** The invoice's PDF: rendered with pdfkit from its data on the first download and stored once. */
export async function invoiceFile(
  ctx: AppContext,
  companyId: number,
  invoiceId: number,
): Promise<PrivateFile> {
  const [row] = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.companyId, companyId)));
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return storedInvoiceFile(ctx, row);
}

/** Renders an invoice from its data, the customer company and the issuer's settings. */
export async function renderInvoicePdf(ctx: AppContext, row: InvoiceRow): Promise<Buffer> {
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, row.companyId));
  return renderInvoiceDocument({
    emisor: await getDocumentSettings(ctx),
    cliente: {
      razonSocial: company?.razonSocial ?? '—',
      cif: company?.cif ?? '—',
      direccion: [company?.direccion, company?.cp].filter(Boolean).join(', ') || '—',
    },
    numero: row.numero,
    fecha: row.fecha,
    concepto: row.concepto,
    importe: row.importe,
  });
}

/** The invoice's stored PDF; a row without one (demo data) is rendered once and stored. */
export async function storedInvoiceFile(ctx: AppContext, row: InvoiceRow): Promise<PrivateFile> {
  let key = row.pdfKey;
  if (key === null) {
    const pdf = await renderInvoicePdf(ctx, row);
    const newKey = await ctx.storage.put(pdf, 'pdf');
    const [stored] = await ctx.db
      .update(invoices)
      .set({ pdfKey: newKey, pdfSha256: sha256(pdf) })
      .where(and(eq(invoices.id, row.id), isNull(invoices.pdfKey)))
      .returning({ pdfKey: invoices.pdfKey });
    if (stored) {
      key = newKey;
    } else {
      await ctx.storage.remove(newKey);
      key =
        (
          await ctx.db
            .select({ pdfKey: invoices.pdfKey })
            .from(invoices)
            .where(eq(invoices.id, row.id))
        )[0]?.pdfKey ?? null;
    }
  }
  if (key === null) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return {
    data: await ctx.storage.get(key),
    mime: 'application/pdf',
    nombre: `factura-${row.numero}.pdf`,
  };
}
