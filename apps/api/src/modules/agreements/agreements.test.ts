import {
  agreementCalls,
  callUrl,
  staffAgreementCalls,
  type Agreement,
  type AgreementCreated,
  type AgreementProfile,
  type AgreementRequestInput,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreementEvents, agreements, billingAccounts, companyContacts } from '../../db/schema.ts';
import { buildCompany, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createDemoTestApp } from '../../test/test-app.ts';

const t = await createDemoTestApp();

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function company() {
  const built = await buildCompany(t.ctx.db);
  const [contact] = await t.ctx.db
    .insert(companyContacts)
    .values({
      companyId: built.company.id,
      nombre: 'Laura',
      apellidos: 'Gestión Pérez',
      dni: '12345678Z',
      puesto: 'Responsable de RR. HH.',
      email: 'laura@test.es',
      telefono1: '912345678',
      direccion: 'Calle Mayor 1',
      cp: '28013',
      localidad: 'Madrid',
    })
    .returning();
  const [account] = await t.ctx.db
    .insert(billingAccounts)
    .values({
      companyId: built.company.id,
      nombreFiscal: 'Empresa de Pruebas S.L.',
      cif: built.company.cif,
      domicilioFiscal: 'Calle Mayor 1',
      idPais: 1,
      idProvincia: 28,
      poblacion: 'Madrid',
      cp: '28013',
    })
    .returning();
  if (!contact || !account) {
    throw new Error('fixtures not built');
  }
  const headers = await t.authHeader(built.user.email, 'PrivadoEmpresa');
  return { ...built, contact, account, headers };
}
type Company = Awaited<ReturnType<typeof company>>;

const request = (c: Company, overrides: Partial<AgreementRequestInput> = {}) => ({
  idContactoEmpresaGestion: c.contact.id,
  tramitacionManual: false,
  idCuentaFacturacion: c.account.id,
  datosFirmante: { nombre: 'Marta', apellidos: 'Directora Ruiz', cargo: 'Gerente', email: '' },
  sincaducidad: true,
  requierePedido: false,
  pedidoAnual: false,
  pagoDomiciliado: true,
  ibanDomiciliacion: 'ES91,2100,0418,45,0200051332',
  ...overrides,
});

const create = (payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: agreementCalls.create.path, payload, headers });
const listOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: agreementCalls.list.path, headers })).json<{
    datos: Agreement[];
  }>().datos;
const upload = (
  payload: { idConvenio: number; ficheroB64: string; extension_adjunto: string },
  headers: Record<string, string>,
) => t.app.inject({ method: 'POST', url: agreementCalls.uploadSigned.path, payload, headers });

async function created(c: Company, overrides: Partial<AgreementRequestInput> = {}) {
  const res = await create(request(c, overrides), c.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ datos: AgreementCreated; mensaje: string }>();
}

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
    const candidate = await t.authHeader('estudiante@demo.es');
    expect((await create(request(c), candidate)).statusCode).toBe(403);
    expect((await create(request(c), {})).statusCode).toBe(401);
  });
});

describe('dameConveniosEmpresa, downloads and adjuntaFicheroAlConvenioEmpresa', () => {
  it('uploads the signed PDF → signed by company, with an event; the signed copy downloads', async () => {
    const c = await company();
    const { datos } = await created(c);
    const res = await upload(
      {
        idConvenio: datos.idConvenio,
        ficheroB64: pdf.toString('base64'),
        extension_adjunto: 'pdf',
      },
      c.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const agreement = res.json<{ datos: Agreement }>().datos;
    expect(agreement).toMatchObject({
      estado: 'firmado_empresa',
      estadoTexto: 'Firmado por la empresa',
      ibanEnmascarado: '•••• 1332',
    });
    expect(agreement.enlaceFirmado).not.toBeNull();
    const signed = await t.app.inject({
      method: 'GET',
      url: agreement.enlaceFirmado ?? '',
      headers: c.headers,
    });
    expect(signed.rawPayload.equals(pdf)).toBe(true);
    const events = await t.ctx.db
      .select()
      .from(agreementEvents)
      .where(eq(agreementEvents.agreementId, datos.idConvenio));
    expect(events.map((e) => e.toEstado)).toEqual(['generado', 'firmado_empresa']);
  });

  it('refuses a non-PDF (by content or extension) and a file over 2 MB with 46', async () => {
    const c = await company();
    const { datos } = await created(c);
    const disguised = await upload(
      {
        idConvenio: datos.idConvenio,
        ficheroB64: png.toString('base64'),
        extension_adjunto: 'pdf',
      },
      c.headers,
    );
    expect(disguised.json<{ status: number }>().status).toBe(46);
    const docx = await upload(
      {
        idConvenio: datos.idConvenio,
        ficheroB64: pdf.toString('base64'),
        extension_adjunto: 'docx',
      },
      c.headers,
    );
    expect(docx.json<{ status: number }>().status).toBe(46);
    const big = Buffer.concat([pdf, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(
      {
        idConvenio: datos.idConvenio,
        ficheroB64: big.toString('base64'),
        extension_adjunto: 'pdf',
      },
      c.headers,
    );
    expect(tooBig.json<{ status: number }>().status).toBe(46);
    expect((await listOf(c.headers))[0]?.estado).toBe('generado');
  });

  it('answers 14 when the agreement no longer awaits the signature', async () => {
    const c = await company();
    const { datos } = await created(c);
    await t.ctx.db
      .update(agreements)
      .set({ estado: 'formalizado' })
      .where(eq(agreements.id, datos.idConvenio));
    const res = await upload(
      {
        idConvenio: datos.idConvenio,
        ficheroB64: pdf.toString('base64'),
        extension_adjunto: 'pdf',
      },
      c.headers,
    );
    expect(res.json<{ status: number }>().status).toBe(14);
  });

  it("hides another company's agreement: list, downloads and upload (404)", async () => {
    const a = await company();
    const b = await company();
    const { datos } = await created(a);
    expect(await listOf(b.headers)).toEqual([]);
    const download = await t.app.inject({ method: 'GET', url: datos.enlace, headers: b.headers });
    expect(download.statusCode).toBe(404);
    const signed = await t.app.inject({
      method: 'GET',
      url: `/api/Empresa/descargaConvenioFirmado/${String(datos.idConvenio)}`,
      headers: a.headers,
    });
    expect(signed.statusCode).toBe(404);
    const res = await upload(
      {
        idConvenio: datos.idConvenio,
        ficheroB64: pdf.toString('base64'),
        extension_adjunto: 'pdf',
      },
      b.headers,
    );
    expect(res.statusCode).toBe(404);
  });

  it('expires agreements past fechaCaducidad when listing, with an event', async () => {
    const c = await company();
    const { datos } = await created(c, { sincaducidad: false, fechaCaducidad: '2030-01-01' });
    await t.ctx.db
      .update(agreements)
      .set({ fechaCaducidad: '2020-01-01' })
      .where(eq(agreements.id, datos.idConvenio));
    expect(await listOf(c.headers)).toMatchObject([
      { estado: 'caducado', estadoTexto: 'Caducado' },
    ]);
  });

  it('lists the demo company agreements in every state; their PDF is rendered once on download', async () => {
    const headers = await t.authHeader('convenios@demo.es', 'PrivadoEmpresa');
    const list = await listOf(headers);
    const estados = list.map((a) => a.estado);
    const first = list[0];
    if (!first) {
      throw new Error('no demo agreement');
    }
    const one = await t.app.inject({ method: 'GET', url: first.enlace, headers });
    const two = await t.app.inject({ method: 'GET', url: first.enlace, headers });
    expect(one.statusCode).toBe(200);
    expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(two.rawPayload.equals(one.rawPayload)).toBe(true);
    expect(new Set(estados)).toEqual(
      new Set([
        'generado',
        'formalizado',
        'firmado_empresa',
        'erroneo',
        'caducado',
        'enviado_secretaria',
      ]),
    );
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
