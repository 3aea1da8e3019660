import {
  staffCompanyCalls,
  type StaffAccountRequest,
  type StaffCompanyDetail,
  type StaffCompanyList,
  type StaffMergeResult,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  companies,
  companyAccountRequests,
  companyContacts,
  companyUsers,
  notifications,
  offers,
} from '../../db/schema.ts';
import { insertOffer } from '../../test/company-fixtures.ts';
import { createDemoTestApp } from '../../test/test-app.ts';
import {
  backOfficeClient,
  datos,
  lastSerial,
  statusOf,
  validCif,
} from '../../test/back-office-client.ts';

const t = await createDemoTestApp();
const { get, post, companyWithCif, companyLogin, lastAudit, refusesOthers } =
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
    expect(audit?.actorEmail).toBe('gestor@demo.es');
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

describe('merging duplicates', () => {
  async function contact(companyId: number, dni: string) {
    await t.ctx.db.insert(companyContacts).values({
      companyId,
      nombre: 'Ana',
      apellidos: 'Contacto',
      dni,
      puesto: 'RRHH',
      telefono1: '600000000',
      direccion: 'Calle 1',
      cp: '28001',
      localidad: 'Madrid',
    });
  }

  it('moves offers, users, contacts and applications to the kept company in one transaction', async () => {
    const cif = validCif();
    const keep = await companyWithCif(cif);
    const dup = await companyWithCif(`${cif.slice(0, 1)}-${cif.slice(1)}`, { validada: false });
    const offer = await insertOffer(t.ctx.db, dup.company.id, { titulo: 'Oferta de la duplicada' });
    await contact(dup.company.id, '12345678Z');
    const dupSession = await t.authHeader(dup.user.email, 'PrivadoEmpresa');
    const detail = datos<StaffCompanyDetail>(
      await get(`/api/Gestion/dameEmpresa/${String(keep.company.id)}`),
    );
    expect(detail.duplicada).toBe(true);
    expect(detail.duplicadas.map((d) => d.idEmpresa)).toEqual([dup.company.id]);
    const dupList = datos<StaffCompanyList>(
      await get(`/api/Gestion/dameEmpresas?estado=duplicada&texto=${cif}`),
    );
    expect(dupList.empresas.map((e) => e.idEmpresa).sort()).toEqual(
      [keep.company.id, dup.company.id].sort(),
    );

    const res = await post('/api/Gestion/fusionarEmpresas', {
      idEmpresaConservada: keep.company.id,
      idEmpresaDuplicada: dup.company.id,
    });
    expect(statusOf(res)).toBe(0);
    const merged = datos<StaffMergeResult>(res);
    expect(merged.movidos).toMatchObject({ company_users: 1, offers: 1, company_contacts: 1 });
    const [moved] = await t.ctx.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(moved?.companyId).toBe(keep.company.id);
    expect(await t.ctx.db.select().from(companies).where(eq(companies.id, dup.company.id))).toEqual(
      [],
    );
    const members = await t.ctx.db
      .select()
      .from(companyUsers)
      .where(eq(companyUsers.companyId, keep.company.id));
    expect(members.map((m) => m.userId).sort()).toEqual([keep.user.id, dup.user.id].sort());
    // The session opened for the deleted company ends.
    expect(statusOf(await get('/api/Empresa/dameDatosEmpresa', dupSession))).toBe(2);
    expect(await lastAudit('empresa.fusionar')).toMatchObject({
      entidadId: String(keep.company.id),
    });
  });

  it('rolls everything back when a row cannot move, and refuses different tax ids', async () => {
    const cif = validCif();
    const keep = await companyWithCif(cif);
    const dup = await companyWithCif(`${cif.slice(0, 1)} ${cif.slice(1)}`);
    const offer = await insertOffer(t.ctx.db, dup.company.id);
    await contact(keep.company.id, '87654321X');
    await contact(dup.company.id, '87654321x');
    const res = await post('/api/Gestion/fusionarEmpresas', {
      idEmpresaConservada: keep.company.id,
      idEmpresaDuplicada: dup.company.id,
    });
    expect(res.statusCode).toBe(409);
    expect(statusOf(res)).toBe(515);
    const [still] = await t.ctx.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(still?.companyId).toBe(dup.company.id);
    expect(
      await t.ctx.db.select().from(companyUsers).where(eq(companyUsers.companyId, dup.company.id)),
    ).toHaveLength(1);
    expect(
      await t.ctx.db.select().from(companies).where(eq(companies.id, dup.company.id)),
    ).toHaveLength(1);

    const other = await companyWithCif();
    expect(
      statusOf(
        await post('/api/Gestion/fusionarEmpresas', {
          idEmpresaConservada: keep.company.id,
          idEmpresaDuplicada: other.company.id,
        }),
      ),
    ).toBe(515);
    expect(
      statusOf(
        await post('/api/Gestion/fusionarEmpresas', {
          idEmpresaConservada: keep.company.id,
          idEmpresaDuplicada: keep.company.id,
        }),
      ),
    ).toBe(515);
    expect(
      statusOf(
        await post('/api/Gestion/fusionarEmpresas', {
          idEmpresaConservada: keep.company.id,
          idEmpresaDuplicada: 99999999,
        }),
      ),
    ).toBe(404);
  });
});

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
  async function request(email: string) {
    const [row] = await t.ctx.db
      .insert(companyAccountRequests)
      .values({
        cif: validCif(),
        nombreEmpresa: 'Solicitante S.L.',
        nombre: 'Sara',
        apellidos: 'Solicitante',
        email,
        telefono: '600111222',
        mensaje: 'Queremos publicar prácticas.',
        direccion: 'Calle Mayor 1',
        idPais: 1,
        aceptaComunicaciones: false,
      })
      .returning();
    if (!row) {
      throw new Error('request not inserted');
    }
    return row;
  }

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
