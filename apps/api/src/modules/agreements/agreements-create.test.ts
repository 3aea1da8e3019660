import {
  agreementCalls,
  callUrl,
  staffAgreementCalls,
  type AgreementProfile,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreementEvents, agreements } from '../../db/schema.ts';
import { buildCandidate, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { agreementsClient, pdf, png } from './agreements.fixtures.ts';

const t = await createTestApp();
const { company, request, create, listOf, created } = agreementsClient(t);

describe('addConvenioEmpresa', () => {
  it('generates the agreement (532), its PDF once with SHA-256, an event and the profile data', async () => {
    const c = await company();
    const body = await created(c, {
      requierePedido: true,
      pedidoAnual: true,
      numeroPedido: 'PED-2026-01',
    });
    expect(body.mensaje).toMatch(/convenio/i);
    expect(body.datos.enlace).toBe(
      `/api/Empresa/descargaConvenio/${String(body.datos.idConvenio)}`,
    );
    const [row] = await t.ctx.db
      .select()
      .from(agreements)
      .where(eq(agreements.id, body.datos.idConvenio));
    expect(row).toMatchObject({
      estado: 'generado',
      iban: 'ES9121000418450200051332',
      numeroPedido: 'PED-2026-01',
      companyId: c.company.id,
    });
    expect(row?.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    const events = await t.ctx.db
      .select()
      .from(agreementEvents)
      .where(eq(agreementEvents.agreementId, body.datos.idConvenio));
    expect(events).toMatchObject([{ fromEstado: null, toEstado: 'generado', userId: c.user.id }]);

    const download = await t.app.inject({
      method: 'GET',
      url: body.datos.enlace,
      headers: c.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await t.app.inject({ method: 'GET', url: body.datos.enlace, headers: c.headers });
    expect(again.rawPayload.equals(download.rawPayload)).toBe(true);

    const profile = (
      await t.app.inject({ method: 'GET', url: agreementCalls.profile.path, headers: c.headers })
    ).json<{ datos: AgreementProfile }>().datos;
    expect(profile).toMatchObject({
      idContactoEmpresaGestion: c.contact.id,
      idCuentaFacturacion: c.account.id,
      pagoDomiciliado: true,
      ibanDomiciliacion: 'ES91,2100,0418,45,0200051332',
      numeroPedido: 'PED-2026-01',
      datosFirmante: { nombre: 'Marta', cargo: 'Gerente' },
    });
  });

  it('accepts transfer without IBAN and drops the order number when it is not shown', async () => {
    const c = await company();
    const body = await created(c, {
      pagoDomiciliado: false,
      ibanDomiciliacion: '',
      requierePedido: true,
      pedidoAnual: false,
      numeroPedido: 'ignorado',
    });
    const [row] = await t.ctx.db
      .select()
      .from(agreements)
      .where(eq(agreements.id, body.datos.idConvenio));
    expect(row).toMatchObject({ iban: null, numeroPedido: null, pagoDomiciliado: false });
    expect(await listOf(c.headers)).toMatchObject([
      { idConvenio: body.datos.idConvenio, estado: 'generado', estadoTexto: 'Generado' },
    ]);
  });

  it('answers 73 for an invalid IBAN and writes nothing', async () => {
    const c = await company();
    const res = await create(
      request(c, { ibanDomiciliacion: 'ES00,2100,0418,45,0200051332' }),
      c.headers,
    );
    expect(res.json<{ status: number }>().status).toBe(73);
    expect(res.statusCode).toBe(400);
    expect(await listOf(c.headers)).toEqual([]);
  });

  it('validates the signer (3–150), the order number (required when shown, ≤ 250) and the five IBAN parts', async () => {
    const c = await company();
    const res = await create(
      request(c, {
        datosFirmante: { nombre: 'Al', apellidos: 'x'.repeat(151), cargo: '', email: 'no' },
        requierePedido: true,
        pedidoAnual: true,
        numeroPedido: '',
        ibanDomiciliacion: 'ES91,2100,,45,0200051332',
      }),
      c.headers,
    );
    expect(res.statusCode).toBe(400);
    const errores = res.json<{ datos: { errores: { campo: string; mensaje: string }[] } }>().datos
      .errores;
    const campos = errores.map((e) => e.campo).sort();
    expect(campos).toEqual(
      [
        'datosFirmante.apellidos',
        'datosFirmante.cargo',
        'datosFirmante.email',
        'datosFirmante.nombre',
        'ibanDomiciliacion',
        'numeroPedido',
      ].sort(),
    );
    const long = await create(
      request(c, { requierePedido: true, pedidoAnual: true, numeroPedido: 'x'.repeat(251) }),
      c.headers,
    );
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('numeroPedido');
  });

  it("refuses another company's contact or billing account (404)", async () => {
    const a = await company();
    const b = await company();
    const res = await create(request(a, { idContactoEmpresaGestion: b.contact.id }), a.headers);
    expect(res.statusCode).toBe(404);
    const res2 = await create(request(a, { idCuentaFacturacion: b.account.id }), a.headers);
    expect(res2.statusCode).toBe(404);
  });

  it('is refused (403) when the brand does not allow creating agreements', async () => {
    const c = await company();
    await t.ctx.brand.update({ canCrearConvenios: false });
    try {
      const res = await create(request(c), c.headers);
      expect(res.statusCode).toBe(403);
    } finally {
      await t.ctx.brand.update({ canCrearConvenios: true });
    }
  });

  it('is for companies only (candidates get 403, no token 401)', async () => {
    const c = await company();
    const candidate = await t.authHeader((await buildCandidate(t.ctx.db)).email);
    expect((await create(request(c), candidate)).statusCode).toBe(403);
    expect((await create(request(c), {})).statusCode).toBe(401);
  });
});

describe("addConvenioEmpresa's attachment (adjunto)", () => {
  it('keeps the document sent with the request; the company and the office download it', async () => {
    const c = await company();
    const { datos } = await created(c, {
      adjunto: { ficheroB64: png.toString('base64'), extension_adjunto: '.PNG' },
    });
    const mine = (await listOf(c.headers)).find((a) => a.idConvenio === datos.idConvenio);
    expect(mine?.enlaceAdjunto).toBe(
      `/api/Empresa/descargaAdjuntoConvenio/${String(datos.idConvenio)}`,
    );
    const download = await t.app.inject({
      method: 'GET',
      url: mine?.enlaceAdjunto ?? '',
      headers: c.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('image/png');
    expect(download.rawPayload.equals(png)).toBe(true);
    const other = await company();
    const foreign = await t.app.inject({
      method: 'GET',
      url: mine?.enlaceAdjunto ?? '',
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const staff = await staffHeader(t, (await buildStaff(t.ctx.db, 'gestor')).email);
    const office = await t.app.inject({
      method: 'GET',
      url: callUrl(staffAgreementCalls.downloadAttachment, { params: { id: datos.idConvenio } }),
      headers: staff,
    });
    expect(office.rawPayload.equals(png)).toBe(true);
  });

  it('has no attachment link without one, and refuses a disallowed file with 46, writing nothing', async () => {
    const c = await company();
    const { datos } = await created(c);
    const [plain] = (await listOf(c.headers)).filter((a) => a.idConvenio === datos.idConvenio);
    expect(plain?.enlaceAdjunto).toBeNull();
    const before = (await listOf(c.headers)).length;
    const refused = await create(
      request(c, { adjunto: { ficheroB64: pdf.toString('base64'), extension_adjunto: 'exe' } }),
      c.headers,
    );
    expect(refused.json<{ status: number }>().status).toBe(46);
    expect((await listOf(c.headers)).length).toBe(before);
  });
});
