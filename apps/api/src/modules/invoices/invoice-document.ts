import {
  amountRows,
  fields,
  footnote,
  header,
  heading,
  money,
  openPdf,
  percent,
  shortDate,
} from '../../lib/pdf/index.ts';
import type { DocumentSettings } from '../document-settings/document-settings.ts';
import { DAY_MS } from '../../lib/dates.ts';

export interface InvoiceDocument {
  emisor: DocumentSettings;
  cliente: { razonSocial: string; cif: string; direccion: string };
  numero: string;
  fecha: Date;
  concepto: string;
  /** Total in euros, VAT included, as stored. */
  importe: string;
}

/** Base and VAT of a total at a rate, in cents so that base + VAT is the total exactly. */
export function splitTotal(total: string, rate: number) {
  const totalCents = Math.round(Number(total) * 100);
  const baseCents = Math.round(totalCents / (1 + rate / 100));
  return { base: baseCents / 100, iva: (totalCents - baseCents) / 100, total: totalCents / 100 };
}

/**
 * A Spanish invoice (Real Decreto 1619/2012): number and series, date, issuer and customer with
 * tax ids and addresses, description, base, rate, tax and total, and how and when to pay.
 */
export function renderInvoiceDocument(doc: InvoiceDocument): Promise<Buffer> {
  const e = doc.emisor;
  const { base, iva, total } = splitTotal(doc.importe, e.tipoIva);
  const serie = doc.numero.includes('-') ? (doc.numero.split('-')[0] ?? '') : e.serieFactura;
  const vencimiento = new Date(doc.fecha.getTime() + e.diasPago * DAY_MS);
  const { pdf, finish } = openPdf({
    titulo: `Factura ${doc.numero}`,
    autor: e.razonSocial,
    asunto: doc.numero,
    creado: doc.fecha,
  });
  header(pdf, e.razonSocial, `Factura ${doc.numero}`);
  fields(pdf, [
    ['Serie', serie],
    ['Número', doc.numero],
    ['Fecha de expedición', shortDate(doc.fecha)],
  ]);
  heading(pdf, 'Emisor');
  fields(pdf, [
    [null, e.razonSocial],
    ['CIF', e.cif],
    ['Domicilio', e.direccion],
  ]);
  heading(pdf, 'Cliente');
  fields(pdf, [
    [null, doc.cliente.razonSocial],
    ['CIF', doc.cliente.cif],
    ['Domicilio', doc.cliente.direccion],
  ]);
  heading(pdf, 'Detalle');
  amountRows(pdf, [['Concepto', doc.concepto]]);
  pdf.moveDown(0.5);
  amountRows(
    pdf,
    [
      ['Base imponible', money(base)],
      [`IVA (${percent(e.tipoIva)})`, money(iva)],
      ['Total factura', money(total)],
    ],
    { total: true },
  );
  heading(pdf, 'Forma de pago');
  fields(pdf, [
    ['Transferencia bancaria a la cuenta IBAN', e.iban.replace(/(.{4})/g, '$1 ').trim()],
    ['Fecha de vencimiento', shortDate(vencimiento)],
    [null, `Indique el número de factura ${doc.numero} en el concepto de la transferencia.`],
  ]);
  footnote(pdf, `Referencia: ${doc.numero}`);
  return finish();
}
