import { staffInvoiceCalls as calls, type StaffInvoice } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema.ts';
import { buildCompany, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp } from '../../test/test-app.ts';
import { splitTotal } from './invoice-document.ts';

const t = await createTestApp();
const staff = await staffHeader(t, (await buildStaff(t.ctx.db, 'gestor')).email);
const year = new Date().getUTCFullYear();

/** Creates an invoice for a new company in the back-office and returns its PDF's text. */
async function invoiceText(importe: string, fecha: string) {
  const { company } = await buildCompany(t.ctx.db);
  await t.ctx.db
    .update(companies)
    .set({ direccion: 'Calle Mayor 1', cp: '28013' })
    .where(eq(companies.id, company.id));
  const res = await t.app.inject({
    method: 'POST',
    url: calls.create.path,
    headers: staff,
    payload: { idEmpresa: company.id, fecha, concepto: 'Gestión de prácticas', importe },
  });
  expect(res.statusCode, res.body).toBe(200);
  const invoice = res.json<{ datos: StaffInvoice }>().datos;
  const pdf = await t.app.inject({ method: 'GET', url: invoice.enlace, headers: staff });
  expect(pdf.statusCode).toBe(200);
  // Intl writes a non-breaking space before «€» and «%».
  const text = pdfText(pdf.rawPayload).replace(/\u00a0/g, ' ');
  return { company, invoice, text };
}

describe('the invoice PDF', () => {
  it('carries series and number, date, both tax ids and addresses, base + VAT = total, IBAN and due date', async () => {
    const { company, invoice, text } = await invoiceText('1210,00', `${String(year)}-11-10`);
    const brand = await t.ctx.brand.get();
    expect(text).toContain(`Factura ${invoice.numero}`);
    expect(text).toContain('Serie: F');
    expect(text).toContain(`Número: ${invoice.numero}`);
    expect(text).toContain(`Fecha de expedición: 10/11/${String(year)}`);
    expect(text).not.toContain(`${String(year)}-11-10`);
    expect(text).toContain(brand.universidad);
    expect(text).toContain('CIF: Q0000000J');
    expect(text).toContain('Domicilio: Avenida de la Universidad, 1, 28000 Madrid');
    expect(text).toContain(company.razonSocial);
    expect(text).toContain(`CIF: ${company.cif}`);
    expect(text).toContain('Domicilio: Calle Mayor 1, 28013');
    expect(text).toContain('Gestión de prácticas');
    expect(text).toContain('Base imponible\n1000,00 €');
    expect(text).toContain('IVA (21 %)\n210,00 €');
    expect(text).toContain('Total factura\n1210,00 €');
    expect(text).toContain(
      'Transferencia bancaria a la cuenta IBAN: ES91 2100 0418 4502 0005 1332',
    );
    expect(text).toContain(`Fecha de vencimiento: 10/12/${String(year)}`);
  });

  it('splits a total that is not a round base so that base and VAT still add up', async () => {
    const { text } = await invoiceText('100', `${String(year)}-03-01`);
    expect(text).toContain('Base imponible\n82,64 €');
    expect(text).toContain('IVA (21 %)\n17,36 €');
    expect(text).toContain('Total factura\n100,00 €');
    expect(text).toContain(`Fecha de vencimiento: 31/03/${String(year)}`);
  });

  it('computes base and VAT in cents', () => {
    expect(splitTotal('181.50', 21)).toEqual({ base: 150, iva: 31.5, total: 181.5 });
    expect(splitTotal('0.01', 21)).toEqual({ base: 0.01, iva: 0, total: 0.01 });
    expect(splitTotal('50', 0)).toEqual({ base: 50, iva: 0, total: 50 });
  });
});
