import {
  agreementCalls,
  staffAgreementCalls as calls,
  type Agreement,
  type StaffAgreementDetail,
  type StaffAgreementList,
  type StaffCompanyOption,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreements, auditLog, companies, notifications, users } from '../../db/schema.ts';
import { isoDay } from '../../db/seed/ids.ts';
import { buildCompany } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createDemoTestApp } from '../../test/test-app.ts';
import { renderSectionedPdf } from '../../lib/pdf/index.ts';

const t = await createDemoTestApp();
const staff = await staffHeader(t, 'gestor-convenios@demo.es');
const company = await t.authHeader('convenios-gestion@demo.es', 'PrivadoEmpresa');
const [shipyard] = await t.ctx.db
  .select()
  .from(companies)
  .where(eq(companies.nombreComercial, 'Astilleros del Norte'));
const [companyUser] = await t.ctx.db
  .select()
  .from(users)
  .where(eq(users.email, 'convenios-gestion@demo.es'));
if (!shipyard || !companyUser) {
  throw new Error('demo data missing');
}

const get = (url: string, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url, payload, headers });
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the answer's type is the caller's
const datos = <T>(res: { json: () => unknown }): T => (res.json() as { datos: T }).datos;

const list = async (query = '') =>
  datos<StaffAgreementList>(
    await get(`${calls.list.path}?idEmpresa=${String(shipyard.id)}${query}`),
  );
const idIn = async (estado: string) => {
  const found = (await list(`&estado=${estado}`)).convenios;
  const id = found[0]?.idConvenio;
  if (id === undefined) {
    throw new Error(`no agreement in ${estado}`);
  }
  return id;
};
const detailUrl = (id: number) => calls.detail.path.replace(':id', String(id));
const pdf = () =>
  renderSectionedPdf({
    titulo: 'Convenio firmado por la universidad',
    universidad: 'Universidad',
    referencia: 'C',
    creado: new Date(),
    secciones: [{ titulo: 'Firmas', lineas: [['Rector', 'Firmado']] }],
  });
const noticesFor = async (titulo: string) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, companyUser.id), eq(notifications.titulo, titulo)));

describe('agreements in the back-office', () => {
  it('lists by state, company and text with counts per state, newest first', async () => {
    const all = await list();
    expect(all.total).toBe(7);
    expect(all.convenios.map((c) => c.fecha)).toEqual(
      [...all.convenios.map((c) => c.fecha)].sort().reverse(),
    );
    // The counts per state are the company's, whichever state is chosen.
    expect(all.porEstado).toMatchObject({ firmado_empresa: 2, generado: 1, formalizado: 1 });
    const signed = await list('&estado=firmado_empresa');
    expect(signed.convenios.every((c) => c.estado === 'firmado_empresa')).toBe(true);
    expect(signed.porEstado).toEqual(all.porEstado);
    const byText = datos<StaffAgreementList>(await get(`${calls.list.path}?texto=astilleros`));
    expect(byText.convenios.every((c) => c.empresa === 'Astilleros del Norte')).toBe(true);
    const paged = await list('&porPagina=2&pagina=2');
    expect(paged.convenios).toHaveLength(2);
    expect(paged.convenios[0]?.idConvenio).toBe(all.convenios[2]?.idConvenio);
    expect((await get(`${calls.list.path}?estado=otro`)).statusCode).toBe(400);
  });

  it('shows the detail with data, files, history and the allowed actions', async () => {
    const id = await idIn('enviado_secretaria');
    const detail = datos<StaffAgreementDetail>(await get(detailUrl(id)));
    expect(detail).toMatchObject({
      empresa: 'Astilleros del Norte',
      estadoTexto: 'Enviado a secretaría',
      acciones: ['erroneo', 'formalizado', 'caducado'],
      puedeAdjuntarFormalizado: true,
      enlaceFormalizado: null,
    });
    expect(detail.historial.map((h) => h.hasta)).toEqual([
      'generado',
      'firmado_empresa',
      'enviado_secretaria',
    ]);
    const file = await get(detail.enlace);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(detailUrl(999999))).statusCode).toBe(404);
  });

  it('sends to secretariat, needs the countersigned PDF to formalise, and tells the company', async () => {
    const id = (await list('&estado=firmado_empresa')).convenios.at(-1)?.idConvenio ?? 0;
    t.mailer.sent.length = 0;
    const sent = await post(calls.sendToSecretariat.path, { idConvenio: id });
    expect(sent.statusCode).toBe(200);
    expect(datos<StaffAgreementDetail>(sent).estado).toBe('enviado_secretaria');
    expect(await noticesFor('Convenio enviado a secretaría')).toHaveLength(1);
    expect(t.mailer.sent.map((m) => [m.to, m.subject])).toContainEqual([
      'convenios-gestion@demo.es',
      'Convenio enviado a secretaría',
    ]);
    // Twice: not from its new state.
    const again = await post(calls.sendToSecretariat.path, { idConvenio: id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 14 });

    const early = await post(calls.formalise.path, { idConvenio: id });
    expect(early.json()).toMatchObject({ status: 14 });
    expect(early.json<{ mensaje: string }>().mensaje).toContain('firmado por la universidad');

    const notPdf = await post(calls.uploadCountersigned.path, {
      idConvenio: id,
      ficheroB64: Buffer.from('PK\x03\x04 no es un pdf', 'latin1').toString('base64'),
      extension_adjunto: 'pdf',
    });
    expect(notPdf.json()).toMatchObject({ status: 46 });
    const wrongExt = await post(calls.uploadCountersigned.path, {
      idConvenio: id,
      ficheroB64: (await pdf()).toString('base64'),
      extension_adjunto: 'docx',
    });
    expect(wrongExt.json()).toMatchObject({ status: 46 });

    const countersigned = await pdf();
    const uploaded = await post(calls.uploadCountersigned.path, {
      idConvenio: id,
      ficheroB64: countersigned.toString('base64'),
      extension_adjunto: 'pdf',
    });
    expect(uploaded.statusCode).toBe(200);
    const withFile = datos<StaffAgreementDetail>(uploaded);
    expect(withFile.enlaceFormalizado).not.toBeNull();
    expect((await get(withFile.enlaceFormalizado ?? '')).rawPayload.equals(countersigned)).toBe(
      true,
    );

    const formal = await post(calls.formalise.path, { idConvenio: id });
    expect(datos<StaffAgreementDetail>(formal)).toMatchObject({
      estado: 'formalizado',
      acciones: [],
      puedeAdjuntarFormalizado: false,
    });
    // Once formalised, the copy the company downloads no longer changes.
    const replaced = await post(calls.uploadCountersigned.path, {
      idConvenio: id,
      ficheroB64: (await pdf()).toString('base64'),
      extension_adjunto: 'pdf',
    });
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json<{ mensaje: string }>().mensaje).toBe(
      'Solo se adjunta el convenio firmado por la universidad cuando está enviado a secretaría (ahora: «Formalizado»).',
    );
    expect(await noticesFor('Convenio formalizado')).toHaveLength(1);

    // The company downloads the countersigned agreement; another company cannot.
    const mine = datos<Agreement[]>(await get(agreementCalls.list.path, company)).find(
      (a) => a.idConvenio === id,
    );
    expect(mine?.estado).toBe('formalizado');
    const download = await get(mine?.enlaceFormalizado ?? '', company);
    expect(download.rawPayload.equals(countersigned)).toBe(true);
    const other = await buildCompany(t.ctx.db);
    const otherHeaders = await t.authHeader(other.user.email, 'PrivadoEmpresa');
    expect((await get(mine?.enlaceFormalizado ?? '', otherHeaders)).statusCode).toBe(404);

    const actions = await t.ctx.db
      .select({ accion: auditLog.accion })
      .from(auditLog)
      .where(and(eq(auditLog.entidad, 'convenio'), eq(auditLog.entidadId, String(id))));
    expect(actions.map((a) => a.accion)).toEqual([
      'convenio.enviado_secretaria',
      'convenio.adjuntar_formalizado',
      'convenio.formalizado',
    ]);
  });

  it('marks erroneous with a reason the company reads; a final state refuses (14)', async () => {
    const id = await idIn('generado');
    const noReason = await post(calls.markErroneous.path, { idConvenio: id, motivo: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ datos: { errores: [{ campo: 'motivo' }] } });
    const res = await post(calls.markErroneous.path, {
      idConvenio: id,
      motivo: 'El IBAN no corresponde a la cuenta de facturación.',
    });
    expect(datos<StaffAgreementDetail>(res)).toMatchObject({
      estado: 'erroneo',
      motivo: 'El IBAN no corresponde a la cuenta de facturación.',
    });
    const [notice] = await noticesFor('Convenio marcado como erróneo');
    expect(notice?.texto).toContain('El IBAN no corresponde');
    const company14 = datos<Agreement[]>(await get(agreementCalls.list.path, company)).find(
      (a) => a.idConvenio === id,
    );
    expect(company14?.motivo).toBe('El IBAN no corresponde a la cuenta de facturación.');
    const again = await post(calls.markErroneous.path, { idConvenio: id, motivo: 'Otra vez' });
    expect(again.json()).toMatchObject({ status: 14 });
    expect((await post(calls.expire.path, { idConvenio: id })).json()).toMatchObject({
      status: 14,
    });
    expect((await post(calls.expire.path, { idConvenio: 999999 })).statusCode).toBe(404);
  });

  it('expires on demand and by date (the company is told either way)', async () => {
    const id = await idIn('firmado_empresa');
    const res = await post(calls.expire.path, { idConvenio: id });
    expect(datos<StaffAgreementDetail>(res).estado).toBe('caducado');
    expect(await noticesFor('Convenio caducado')).toHaveLength(1);

    const [due] = await t.ctx.db
      .insert(agreements)
      .values({
        companyId: shipyard.id,
        estado: 'enviado_secretaria',
        tramitacionManual: false,
        firmanteNombre: 'Ana',
        firmanteApellidos: 'Caduca',
        firmanteCargo: 'Gerente',
        pagoDomiciliado: false,
        sinCaducidad: false,
        fechaCaducidad: isoDay(new Date(), -1),
      })
      .returning();
    const detail = datos<StaffAgreementDetail>(await get(detailUrl(due?.id ?? 0)));
    expect(detail.estado).toBe('caducado');
    expect(detail.historial.at(-1)?.motivo).toBe('Fecha de caducidad superada');
    expect(await noticesFor('Convenio caducado')).toHaveLength(2);
  });

  it('refuses the countersigned upload before secretariat (14) and for unknown ids (404)', async () => {
    const payload = { ficheroB64: (await pdf()).toString('base64'), extension_adjunto: 'pdf' };
    const generated = await idIn('erroneo');
    expect(
      (await post(calls.uploadCountersigned.path, { ...payload, idConvenio: generated })).json(),
    ).toMatchObject({ status: 14 });
    expect(
      (await post(calls.uploadCountersigned.path, { ...payload, idConvenio: 999999 })).statusCode,
    ).toBe(404);
  });

  it('exports the filtered agreements as XLSX and CSV', async () => {
    const xlsx = await get(`${calls.export.path}?idEmpresa=${String(shipyard.id)}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const csv = await get(`${calls.export.path}?formato=csv&estado=formalizado`);
    const text = csv.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF"Convenio";"Empresa"')).toBe(true);
    const lines = text.trim().split('\r\n').slice(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.includes('"Formalizado"'))).toBe(true);
  });

  it('exports the agreement states in English when asked', async () => {
    const csv = await get(`${calls.export.path}?formato=csv&estado=formalizado`, {
      ...staff,
      'accept-language': 'en-GB,en',
    });
    const [header, ...lines] = csv.rawPayload.toString('utf8').trim().split('\r\n');
    expect(header).toBe(
      '"Agreement";"Company";"Tax id";"State";"Date";"Last modified";"Signatory";"Expiry";"Signed by the company";"Signed by the university"',
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.includes('"Formalised"') && !l.includes('Formalizado'))).toBe(true);
  });

  it('lists the companies to choose from', async () => {
    const options = datos<StaffCompanyOption[]>(await get(calls.companies.path));
    expect(options.map((o) => o.nombre)).toContain('Astilleros del Norte');
  });

  it('is for staff only: candidate and company tokens are refused', async () => {
    const candidate = await t.authHeader('estudiante@demo.es');
    for (const headers of [candidate, company]) {
      expect((await get(calls.list.path, headers)).statusCode).toBe(403);
      expect((await get(detailUrl(1), headers)).statusCode).toBe(403);
      expect((await get(calls.export.path, headers)).statusCode).toBe(403);
      expect((await get(calls.download.path.replace(':id', '1'), headers)).statusCode).toBe(403);
      for (const call of [calls.sendToSecretariat, calls.formalise, calls.expire]) {
        expect((await post(call.path, { idConvenio: 1 }, headers)).statusCode).toBe(403);
      }
      expect(
        (await post(calls.markErroneous.path, { idConvenio: 1, motivo: 'Motivo' }, headers))
          .statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: calls.list.path })).statusCode).toBe(401);
  });
});
