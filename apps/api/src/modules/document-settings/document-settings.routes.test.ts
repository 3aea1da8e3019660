import {
  staffDocumentSettingsCalls as calls,
  staffInvoiceCalls,
  type DocumentSettings,
  type StaffInvoice,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();
const admin = await staffHeader(t, (await buildStaff(t.ctx.db, 'administrador')).email);

const save = (payload: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: calls.save.path, payload, headers });
const current = async () =>
  (await t.app.inject({ method: 'GET', url: calls.get.path, headers: admin })).json<{
    datos: DocumentSettings;
  }>().datos;

describe("the university's data for agreements and invoices", () => {
  it('starts from the defaults: the brand university, 21 % VAT and the Spanish clauses', async () => {
    const settings = await current();
    expect(settings.razonSocial).toBe((await t.ctx.brand.get()).universidad);
    expect(settings.tipoIva).toBe(21);
    expect(settings.clausulasConvenio.es).toContain('PRIMERA. Objeto');
    expect(settings.clausulasConvenio.en).toContain('FIRST. Purpose');
  });

  it('saves new data that the next invoice prints as its issuer', async () => {
    const before = await current();
    const res = await save({
      ...before,
      razonSocial: 'Universidad Politécnica de Pruebas',
      cif: 'q2818015f',
      iban: 'ES76 2077 0024 0031 0257 5766',
      tipoIva: 10,
      diasPago: '15',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ datos: DocumentSettings }>().datos;
    expect(saved).toMatchObject({
      cif: 'Q2818015F',
      iban: 'ES7620770024003102575766',
      tipoIva: 10,
      diasPago: 15,
    });
    expect(await current()).toEqual(saved);

    const gestor = await staffHeader(t, (await buildStaff(t.ctx.db, 'gestor')).email);
    const { company } = await buildCompany(t.ctx.db);
    const created = await t.app.inject({
      method: 'POST',
      url: staffInvoiceCalls.create.path,
      headers: gestor,
      payload: {
        idEmpresa: company.id,
        fecha: '2026-02-01',
        concepto: 'Prácticas',
        importe: '110',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { enlace } = created.json<{ datos: StaffInvoice }>().datos;
    const text = pdfText(
      (await t.app.inject({ method: 'GET', url: enlace, headers: gestor })).rawPayload,
    ).replace(/\u00a0/g, ' ');
    expect(text).toContain('Universidad Politécnica de Pruebas');
    expect(text).toContain('CIF: Q2818015F');
    expect(text).toContain('ES76 2077 0024 0031 0257 5766');
    expect(text).toContain('Base imponible\n100,00 €');
    expect(text).toContain('IVA (10 %)\n10,00 €');
    expect(text).toContain('Fecha de vencimiento: 16/02/2026');
    await save(before);
  });

  it('refuses malformed data with 400 naming each field', async () => {
    const before = await current();
    const res = await save({
      ...before,
      cif: 'B0000000X',
      iban: 'ES00 0000',
      tipoIva: 150,
      clausulasConvenio: { es: '', en: before.clausulasConvenio.en },
    });
    expect(res.statusCode).toBe(400);
    const campos = res
      .json<{ datos: { errores: { campo: string }[] } }>()
      .datos.errores.map((e) => e.campo);
    expect(campos).toEqual(
      expect.arrayContaining(['cif', 'iban', 'tipoIva', 'clausulasConvenio.es']),
    );
    expect(await current()).toEqual(before);
  });

  it('is for administrators only: a manager, a candidate and a company get 403', async () => {
    const before = await current();
    const candidate = await buildCandidate(t.ctx.db);
    const { user } = await buildCompany(t.ctx.db);
    for (const headers of [
      await staffHeader(t, (await buildStaff(t.ctx.db, 'gestor')).email),
      await t.authHeader(candidate.email, 'PrivadoAlumno'),
      await t.authHeader(user.email, 'PrivadoEmpresa'),
    ]) {
      expect((await t.app.inject({ method: 'GET', url: calls.get.path, headers })).statusCode).toBe(
        403,
      );
      expect((await save(before, headers)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: calls.get.path })).statusCode).toBe(401);
  });
});
