import { invoiceCalls, type Invoice } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/builders.ts';
import { createDemoTestApp } from '../../test/test-app.ts';

const t = await createDemoTestApp();

const listOf = async (headers: Record<string, string>, query = '') =>
  (await t.app.inject({ method: 'GET', url: `${invoiceCalls.list.path}${query}`, headers })).json<{
    datos: Invoice[];
  }>().datos;

describe('dameFacturasALTAI and the invoice PDF', () => {
  it('lists the demo invoices newest first, filtered by year and state', async () => {
    const headers = await t.authHeader('convenios@demo.es', 'PrivadoEmpresa');
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
    const headers = await t.authHeader('convenios@demo.es', 'PrivadoEmpresa');
    const [invoice] = await listOf(headers);
    if (!invoice) {
      throw new Error('no demo invoice');
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
      headers: await t.authHeader('estudiante@demo.es'),
    });
    expect(res.statusCode).toBe(403);
  });
});
