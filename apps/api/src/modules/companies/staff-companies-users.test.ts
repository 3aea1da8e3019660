import { type StaffAccountRequest, type StaffCompanyDetail } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyAccountRequests } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { backOfficeClient, datos, lastSerial, statusOf } from '../../test/back-office-client.ts';
import { buildCompanyAccountRequest } from '../../test/build-companies.ts';

const t = await createTestApp();
const { get, post, companyWithCif, lastAudit } = await backOfficeClient(t);

describe('company users', () => {
  it('adds a new user with a set-password mail, refuses a member twice (16)', async () => {
    const { company } = await companyWithCif();
    const email = `nuevo-${String(lastSerial())}@empresa-test.es`;
    const before = t.mailer.sent.length;
    const res = await post('/api/Gestion/addUsuarioEmpresa', {
      idEmpresa: company.id,
      email,
      nombre: 'Nuria',
      apellidos: 'Nueva',
      cargo: 'Técnica de RRHH',
    });
    expect(statusOf(res)).toBe(0);
    expect(datos<StaffCompanyDetail>(res).usuarios.map((u) => u.email)).toContain(email);
    const mail = t.mailer.sent.slice(before).find((m) => m.to === email);
    expect(mail?.text).toContain('/establecer-login?token=');
    expect(
      statusOf(
        await post('/api/Gestion/addUsuarioEmpresa', {
          idEmpresa: company.id,
          email,
          nombre: 'Nuria',
          apellidos: 'Nueva',
        }),
      ),
    ).toBe(16);
    expect(
      statusOf(
        await post('/api/Gestion/addUsuarioEmpresa', {
          idEmpresa: company.id,
          email: 'no-es-un-email',
          nombre: 'Nuria',
          apellidos: 'Nueva',
        }),
      ),
    ).toBe(400);
    expect(
      statusOf(
        await post('/api/Gestion/addUsuarioEmpresa', {
          idEmpresa: 99999999,
          email: 'x@y.es',
          nombre: 'Nuria',
          apellidos: 'Nueva',
        }),
      ),
    ).toBe(404);
    expect(await lastAudit('empresa.usuario.añadir')).toMatchObject({
      entidadId: String(company.id),
    });
  });

  it('removes a user: their open session ends at once; another company’s user is 404', async () => {
    const { company, user } = await companyWithCif();
    const other = await companyWithCif();
    const session = await t.authHeader(user.email, 'PrivadoEmpresa');
    expect(statusOf(await get('/api/Empresa/dameDatosEmpresa', session))).toBe(0);
    expect(
      statusOf(
        await post('/api/Gestion/quitarUsuarioEmpresa', {
          idEmpresa: company.id,
          idUsuario: other.user.id,
        }),
      ),
    ).toBe(404);
    const res = await post('/api/Gestion/quitarUsuarioEmpresa', {
      idEmpresa: company.id,
      idUsuario: user.id,
    });
    expect(statusOf(res)).toBe(0);
    expect(datos<StaffCompanyDetail>(res).usuarios).toEqual([]);
    expect(statusOf(await get('/api/Empresa/dameDatosEmpresa', session))).toBe(2);
    expect(await lastAudit('empresa.usuario.quitar')).toMatchObject({
      antes: { idUsuario: user.id },
    });
  });
});

describe('account requests from /solicitar-cuenta', () => {
  const request = (email: string) => buildCompanyAccountRequest(t.ctx.db, { email });

  it('lists, approves (set-password mail, audited) and rejects with the reason mailed', async () => {
    const approveMe = await request(`aprobar-${String(lastSerial())}@solicitud.es`);
    const rejectMe = await request(`rechazar-${String(lastSerial())}@solicitud.es`);
    const list = datos<StaffAccountRequest[]>(
      await get('/api/Gestion/dameSolicitudesCuentaEmpresa'),
    );
    expect(list.map((r) => r.idSolicitud)).toEqual(
      expect.arrayContaining([approveMe.id, rejectMe.id]),
    );
    const before = t.mailer.sent.length;
    const approved = await post('/api/Gestion/aprobarSolicitudCuentaEmpresa', {
      idSolicitud: approveMe.id,
    });
    expect(statusOf(approved)).toBe(0);
    expect(t.mailer.sent.slice(before).find((m) => m.to === approveMe.email)?.text).toContain(
      '/establecer-login?token=',
    );
    expect(await lastAudit('empresa.solicitud.aprobar')).toMatchObject({
      entidadId: String(approveMe.id),
    });
    expect(
      statusOf(
        await post('/api/Gestion/aprobarSolicitudCuentaEmpresa', { idSolicitud: approveMe.id }),
      ),
    ).toBe(404);

    const motivo = 'No consta como empresa colaboradora.';
    expect(
      statusOf(
        await post('/api/Gestion/rechazarSolicitudCuentaEmpresa', {
          idSolicitud: rejectMe.id,
          motivo,
        }),
      ),
    ).toBe(0);
    expect(t.mailer.sent.find((m) => m.to === rejectMe.email)?.text).toContain(motivo);
    const [row] = await t.ctx.db
      .select()
      .from(companyAccountRequests)
      .where(eq(companyAccountRequests.id, rejectMe.id));
    expect(row?.estado).toBe('rechazada');
    expect(
      statusOf(
        await post('/api/Gestion/rechazarSolicitudCuentaEmpresa', {
          idSolicitud: rejectMe.id,
          motivo,
        }),
      ),
    ).toBe(404);
    expect(
      statusOf(
        await post('/api/Gestion/rechazarSolicitudCuentaEmpresa', { idSolicitud: rejectMe.id }),
      ),
    ).toBe(400);
  });
});
