import { invoiceCalls, type Invoice } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { buildThreeInvoices } from '../../test/fixture-invoices.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();

/** A company with three invoices (one last year, one pending), signed in. */
async function companyWithInvoices(prefix = 'F') {
  const { company, user } = await buildCompany(t.ctx.db);
  await buildThreeInvoices(t.ctx.db, company.id, prefix);
  return t.authHeader(user.email, 'PrivadoEmpresa');
}

const listOf = async (headers: Record<string, string>, query = '') =>
  (await t.app.inject({ method: 'GET', url: `${invoiceCalls.list.path}${query}`, headers })).json<{
    datos: Invoice[];
  }>().datos;

describe('dameFacturasALTAI and the invoice PDF', () => {
  it("lists the company's invoices newest first, filtered by year and state", async () => {
    const headers = await companyWithInvoices();
    const all = await listOf(headers);
    expect(all).toHaveLength(3);
    expect(all.map((i) => i.fecha)).toEqual([...all.map((i) => i.fecha)].sort().reverse());
    const year = new Date().getUTCFullYear();
    expect((await listOf(headers, `?anio=${String(year - 1)}`)).map((i) => i.numero)).toEqual([
      `F-${String(year - 1)}-0412`,
    ]);
    expect(await listOf(headers, '?estado=pendiente')).toMatchObject([
      { estado: 'pendiente', estadoTexto: 'Pendiente de pago', importe: '1210.00' },
    ]);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${invoiceCalls.list.path}?estado=otro`,
      headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('renders the PDF once and serves the same bytes; another company gets 404', async () => {
    const headers = await companyWithInvoices('G');
    const [invoice] = await listOf(headers);
    if (!invoice) {
      throw new Error('no invoice');
    }
    const first = await t.app.inject({ method: 'GET', url: invoice.enlace, headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const second = await t.app.inject({ method: 'GET', url: invoice.enlace, headers });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    const other = await buildCompany(t.ctx.db);
    const otherHeaders = await t.authHeader(other.user.email, 'PrivadoEmpresa');
    expect(await listOf(otherHeaders)).toEqual([]);
    const refused = await t.app.inject({
      method: 'GET',
      url: invoice.enlace,
      headers: otherHeaders,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('is for companies only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: invoiceCalls.list.path,
      headers: await t.authHeader((await buildCandidate(t.ctx.db)).email),
    });
    expect(res.statusCode).toBe(403);
  });
});
