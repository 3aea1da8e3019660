import {
  staffAgreementCalls as calls,
  type StaffAgreementDetail,
  type StaffAgreementList,
  type StaffCompanyOption,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { agreementsInEveryState, buildAgreements } from '../../test/fixture-agreements.ts';
import { createTestApp } from '../../test/test-app.ts';
import { staffAgreementsClient } from './staff-agreements.fixtures.ts';
import { spanishDay } from '../../lib/dates.ts';

const t = await createTestApp();
const staff = await staffHeader(t, (await buildStaff(t.ctx.db, 'gestor')).email);
const { get, post, datos, detailUrl, shipyardWithAgreements } = staffAgreementsClient(t, staff);

describe('agreements in the back-office: lists, detail and exports', () => {
  it('lists by state, company and text with counts per state, newest first', async () => {
    const { list } = await shipyardWithAgreements();
    // Another company's agreements, which the text search must leave out.
    const other = await buildCompany(t.ctx.db);
    await buildAgreements(
      t.ctx.db,
      { companyId: other.company.id, user: other.user },
      agreementsInEveryState(),
    );
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
    expect(byText.convenios.length).toBeGreaterThan(0);
    expect(byText.convenios.every((c) => c.empresa === 'Astilleros del Norte')).toBe(true);
    const paged = await list('&porPagina=2&pagina=2');
    expect(paged.convenios).toHaveLength(2);
    expect(paged.convenios[0]?.idConvenio).toBe(all.convenios[2]?.idConvenio);
    expect((await get(`${calls.list.path}?estado=otro`)).statusCode).toBe(400);
  });

  it('shows the detail with data, files, history and the allowed actions', async () => {
    const { idIn } = await shipyardWithAgreements();
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

  it('exports the filtered agreements as XLSX and CSV', async () => {
    const { shipyard } = await shipyardWithAgreements();
    const xlsx = await get(`${calls.export.path}?idEmpresa=${String(shipyard.id)}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''convenios-${spanishDay()}.xlsx`,
    );
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const csv = await get(`${calls.export.path}?formato=csv&estado=formalizado`);
    const text = csv.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF"Convenio";"Empresa"')).toBe(true);
    const lines = text.trim().split('\r\n').slice(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.includes('"Formalizado"'))).toBe(true);
  });

  it('exports the agreement states in English when asked', async () => {
    await shipyardWithAgreements();
    const csv = await get(`${calls.export.path}?formato=csv&estado=formalizado`, {
      ...staff,
      'accept-language': 'en-GB,en',
    });
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''agreements-${spanishDay()}.csv`,
    );
    const [header, ...lines] = csv.rawPayload.toString('utf8').trim().split('\r\n');
    expect(header).toBe(
      '"Agreement";"Company";"Tax id";"State";"Date";"Last modified";"Signatory";"Expiry";"Signed by the company";"Signed by the university"',
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.includes('"Formalised"') && !l.includes('Formalizado'))).toBe(true);
  });

  it('lists the companies to choose from', async () => {
    await shipyardWithAgreements();
    const options = datos<StaffCompanyOption[]>(await get(calls.companies.path));
    expect(options.map((o) => o.nombre)).toContain('Astilleros del Norte');
  });

  it('is for staff only: candidate and company tokens are refused', async () => {
    const { company } = await shipyardWithAgreements();
    const candidate = await t.authHeader((await buildCandidate(t.ctx.db)).email);
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
