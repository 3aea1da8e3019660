import {
  staffCompanyCalls,
  type StaffCompanyDetail,
  type StaffCompanyList,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { backOfficeClient, datos, statusOf, validCif } from '../../test/back-office-client.ts';
import { spanishDay } from '../../lib/dates.ts';

const t = await createTestApp();
const { staffEmail, get, post, companyWithCif, companyLogin, lastAudit, refusesOthers } =
  await backOfficeClient(t);

describe('who reaches the back-office calls', () => {
  refusesOthers(Object.values(staffCompanyCalls));
});

describe('companies', () => {
  it('lists by name, CIF and state and shows a company with its users', async () => {
    const { company, user, cif } = await companyWithCif();
    const byCif = datos<StaffCompanyList>(
      await get(`/api/Gestion/dameEmpresas?texto=${cif.toLowerCase()}`),
    );
    expect(byCif.empresas.map((e) => e.idEmpresa)).toEqual([company.id]);
    const byName = datos<StaffCompanyList>(
      await get(`/api/Gestion/dameEmpresas?texto=${encodeURIComponent(company.nombreComercial)}`),
    );
    expect(byName.total).toBe(1);
    const pending = datos<StaffCompanyList>(
      await get('/api/Gestion/dameEmpresas?estado=pendiente&porPagina=100'),
    );
    expect(pending.empresas.every((e) => !e.validada && !e.bloqueada)).toBe(true);
    const detail = datos<StaffCompanyDetail>(
      await get(`/api/Gestion/dameEmpresa/${String(company.id)}`),
    );
    expect(detail).toMatchObject({ idEmpresa: company.id, cif, validada: true, bloqueada: false });
    expect(detail.usuarios.map((u) => u.email)).toEqual([user.email]);
    expect(statusOf(await get('/api/Gestion/dameEmpresa/99999999'))).toBe(404);
    expect(statusOf(await get('/api/Gestion/dameEmpresas?estado=nada'))).toBe(400);
  });

  it('exports the filtered companies as CSV and XLSX', async () => {
    const { cif, company } = await companyWithCif();
    const csv = await get(`/api/Gestion/exportaEmpresas?texto=${cif}&formato=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''empresas-${spanishDay()}.csv`,
    );
    expect(csv.body).toContain(company.nombreComercial);
    expect(csv.body.split('\r\n').filter((l) => l !== '')).toHaveLength(2);
    const xlsx = await get(`/api/Gestion/exportaEmpresas?texto=${cif}`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('blocks a company: code 9 with the message at login, open sessions end; unblock restores', async () => {
    const { company, user } = await companyWithCif();
    const session = await t.authHeader(user.email, 'PrivadoEmpresa');
    expect(statusOf(await get('/api/Empresa/dameDatosEmpresa', session))).toBe(0);
    const mensaje = 'Bloqueada por incumplir las condiciones de publicación.';
    const blocked = await post('/api/Gestion/bloquearEmpresa', { idEmpresa: company.id, mensaje });
    expect(statusOf(blocked)).toBe(0);
    expect(datos<StaffCompanyDetail>(blocked)).toMatchObject({
      bloqueada: true,
      mensajeBloqueo: mensaje,
    });
    expect(statusOf(await get('/api/Empresa/dameDatosEmpresa', session))).toBe(2);
    const login = (await companyLogin(user.email)).json<{ status: number; mensaje: string }>();
    expect(login.status).toBe(9);
    expect(JSON.stringify(login)).toContain(mensaje);
    const audit = await lastAudit('empresa.bloquear');
    expect(audit).toMatchObject({
      entidad: 'empresa',
      entidadId: String(company.id),
      motivo: mensaje,
    });
    expect(audit?.actorEmail).toBe(staffEmail);
    expect(
      statusOf(await post('/api/Gestion/bloquearEmpresa', { idEmpresa: company.id, mensaje: '' })),
    ).toBe(400);
    expect(statusOf(await post('/api/Gestion/desbloquearEmpresa', { idEmpresa: company.id }))).toBe(
      0,
    );
    expect(statusOf(await companyLogin(user.email))).toBe(0);
    const again = await post('/api/Gestion/desbloquearEmpresa', { idEmpresa: company.id });
    expect(again.statusCode).toBe(409);
    expect(statusOf(again)).toBe(515);
    expect(
      statusOf(await post('/api/Gestion/bloquearEmpresa', { idEmpresa: 99999999, mensaje })),
    ).toBe(404);
  });

  it('validates a pending company (audited) and rejects another with a reason', async () => {
    const pending = await companyWithCif(validCif(), { validada: false });
    expect(
      statusOf(await post('/api/Gestion/validarEmpresa', { idEmpresa: pending.company.id })),
    ).toBe(0);
    expect(await lastAudit('empresa.validar')).toMatchObject({
      entidadId: String(pending.company.id),
    });
    const validated = await post('/api/Gestion/rechazarEmpresa', {
      idEmpresa: pending.company.id,
      motivo: 'No es una empresa real.',
    });
    expect(statusOf(validated)).toBe(515);
    const other = await companyWithCif(validCif(), { validada: false });
    const motivo = 'No hemos podido verificar la empresa.';
    const rejected = await post('/api/Gestion/rechazarEmpresa', {
      idEmpresa: other.company.id,
      motivo,
    });
    expect(datos<StaffCompanyDetail>(rejected)).toMatchObject({
      validada: false,
      bloqueada: true,
      mensajeBloqueo: motivo,
    });
    const login = (await companyLogin(other.user.email)).json<{ status: number }>();
    expect(login.status).toBe(9);
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, other.user.id));
    expect(notice?.texto).toContain(motivo);
  });

  it('edits a company: 33 for a malformed CIF, 515 for another company’s CIF, audit before/after', async () => {
    const { company } = await companyWithCif();
    const other = await companyWithCif();
    const body = {
      idEmpresa: company.id,
      cif: validCif(),
      nombreComercial: 'Nombre corregido',
      razonSocial: 'Razón Corregida S.L.',
      email: 'rrhh@corregida.es',
    };
    expect(statusOf(await post('/api/Gestion/editaEmpresa', { ...body, cif: 'XX1234567' }))).toBe(
      33,
    );
    expect(statusOf(await post('/api/Gestion/editaEmpresa', { ...body, cif: other.cif }))).toBe(
      515,
    );
    const saved = datos<StaffCompanyDetail>(await post('/api/Gestion/editaEmpresa', body));
    expect(saved).toMatchObject({
      nombreComercial: 'Nombre corregido',
      cif: body.cif,
      email: 'rrhh@corregida.es',
    });
    const audit = await lastAudit('empresa.editar');
    expect(audit?.antes).toMatchObject({ nombreComercial: company.nombreComercial });
    expect(audit?.despues).toMatchObject({ nombreComercial: 'Nombre corregido' });
    expect(
      statusOf(await post('/api/Gestion/editaEmpresa', { ...body, idEmpresa: 99999999 })),
    ).toBe(404);
  });
});
