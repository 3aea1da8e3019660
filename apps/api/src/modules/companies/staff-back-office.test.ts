import {
  ApplicationState,
  cifControlDigitFor,
  staffApplicationCalls,
  staffCompanyCalls,
  staffOfferCalls,
  type StaffAccountRequest,
  type StaffApplicationDetail,
  type StaffApplicationList,
  type StaffCompanyDetail,
  type StaffCompanyList,
  type StaffInternshipDetail,
  type StaffInternshipList,
  type StaffMergeResult,
  type StaffOfferList,
  type StaffOfferSheet,
} from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applications,
  auditLog,
  companies,
  companyAccountRequests,
  companyContacts,
  companyUsers,
  internshipDocuments,
  internships,
  notifications,
  offers,
} from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { insertApplication, insertOffer, staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();
const staff = await staffHeader(t);
const candidateToken = await t.authHeader('estudiante@demo.es');
const companyToken = await t.authHeader('empresa@demo.es');

const get = (url: string, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url, payload, headers });
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the answer's type
const datos = <T = unknown>(res: { json: () => unknown }): T => (res.json() as { datos: T }).datos;
const statusOf = (res: { json: () => unknown }) => (res.json() as { status: number }).status;

let serial = 1_000_000 + Math.floor(Math.random() * 8_000_000);
/** A well-formed CIF (letter B, seven digits and the control digit), unique in this run. */
function validCif(): string {
  serial += 1;
  const digits = String(serial).slice(-7).padStart(7, '0');
  return `B${digits}${String(cifControlDigitFor(digits))}`;
}

async function companyWithCif(cif = validCif(), values: { validada?: boolean } = {}) {
  const built = await buildCompany(t.ctx.db, values);
  await t.ctx.db.update(companies).set({ cif }).where(eq(companies.id, built.company.id));
  return { ...built, cif };
}

const companyLogin = (email: string) =>
  post(
    '/api/Empresa/logaUsuario',
    { eUsuario: email, ePassword: 'Demo1234', eAmbito: 'PrivadoEmpresa' },
    {},
  );

async function lastAudit(action: string) {
  const [row] = await t.ctx.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.accion, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

const allCalls = [
  ...Object.values(staffCompanyCalls),
  ...Object.values(staffOfferCalls),
  ...Object.values(staffApplicationCalls),
];

describe('who reaches the back-office calls', () => {
  it('answers 403 to candidate and company tokens and 2 without a token, on every call', async () => {
    for (const call of allCalls) {
      const url = call.path.replace(':id', '1');
      for (const headers of [candidateToken, companyToken]) {
        const res = await t.app.inject({
          method: call.method,
          url,
          headers,
          ...(call.method === 'POST' ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${call.method} ${url}`).toBe(403);
        expect(statusOf(res)).toBe(403);
      }
      const anonymous = await t.app.inject({ method: call.method, url });
      expect(statusOf(anonymous), url).toBe(2);
    }
  });
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
    const email = `nuevo-${String(serial)}@empresa-test.es`;
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
    const approveMe = await request(`aprobar-${String(serial)}@solicitud.es`);
    const rejectMe = await request(`rechazar-${String(serial)}@solicitud.es`);
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

describe('offers', () => {
  it('edits a pending offer before validating it; not pending → 515', async () => {
    const { company } = await companyWithCif();
    const pending = await insertOffer(t.ctx.db, company.id, { estado: 1 });
    const active = await insertOffer(t.ctx.db, company.id, { estado: 2 });
    const body = {
      idOferta: pending.id,
      titulo: 'Título corregido por el servicio',
      descripcion: '<p>Descripción corregida de la oferta.</p>',
      requisitos: 'Inglés B2',
      plazas: 3,
    };
    const saved = datos<StaffOfferSheet>(await post('/api/Gestion/editaOferta', body));
    expect(saved.titulo).toBe('Título corregido por el servicio');
    const [row] = await t.ctx.db.select().from(offers).where(eq(offers.id, pending.id));
    expect(row).toMatchObject({ plazas: 3, requisitos: 'Inglés B2', estado: 1 });
    expect((await lastAudit('oferta.editar'))?.antes).toMatchObject({ titulo: 'Oferta insertada' });
    expect(statusOf(await post('/api/Gestion/editaOferta', { ...body, idOferta: active.id }))).toBe(
      515,
    );
    expect(statusOf(await post('/api/Gestion/editaOferta', { ...body, idOferta: 99999999 }))).toBe(
      4,
    );
    expect(statusOf(await post('/api/Gestion/editaOferta', { ...body, titulo: '' }))).toBe(400);
  });

  it('asks the company for changes: stays pending, company notified and mailed, filter', async () => {
    const { company, user } = await companyWithCif();
    const pending = await insertOffer(t.ctx.db, company.id, {
      estado: 1,
      titulo: 'Oferta a corregir',
    });
    const mensaje = 'Indica la remuneración y el horario.';
    const before = t.mailer.sent.length;
    const res = await post('/api/Gestion/pedirCambiosOferta', { idOferta: pending.id, mensaje });
    expect(datos<StaffOfferSheet>(res)).toMatchObject({ idEstado: 1, cambiosSolicitados: mensaje });
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(notice?.texto).toContain(mensaje);
    expect(t.mailer.sent.slice(before).some((m) => m.to === user.email)).toBe(true);
    const list = datos<StaffOfferList>(
      await get(`/api/Gestion/dameOfertas?cambios=true&idEmpresa=${String(company.id)}`),
    );
    expect(list.ofertas.map((o) => o.idOferta)).toEqual([pending.id]);
    expect(list.ofertas[0]?.cambiosSolicitados).toBe(mensaje);
    // Still pending: it can be validated once the company has changed it.
    expect(statusOf(await post('/api/Gestion/validarOferta', { idOferta: pending.id }))).toBe(0);
    expect(
      statusOf(await post('/api/Gestion/pedirCambiosOferta', { idOferta: pending.id, mensaje })),
    ).toBe(515);
    expect(await lastAudit('oferta.validar')).toMatchObject({ entidadId: String(pending.id) });
  });

  it('closes an active offer: its open applications end (9); closed again → 515; exports', async () => {
    const { company } = await companyWithCif();
    const candidate = await buildCandidate(t.ctx.db);
    const active = await insertOffer(t.ctx.db, company.id, {
      estado: 2,
      titulo: 'Oferta para cerrar',
    });
    const application = await insertApplication(t.ctx.db, active.id, candidate.id);
    const res = await post('/api/Gestion/cerrarOferta', { idOferta: active.id });
    expect(datos(res)).toMatchObject({ idEstado: 3, candidaturasCerradas: 1 });
    const [app] = await t.ctx.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(app?.estado).toBe(ApplicationState.OFFER_CLOSED);
    const again = await post('/api/Gestion/cerrarOferta', { idOferta: active.id });
    expect(again.statusCode).toBe(409);
    expect(statusOf(await post('/api/Gestion/cerrarOferta', { idOferta: 99999999 }))).toBe(4);
    const csv = await get(
      `/api/Gestion/exportaOfertas?idEmpresa=${String(company.id)}&formato=csv`,
    );
    expect(csv.body).toContain('"Oferta para cerrar";"Empleo";');
    expect(csv.body).toContain('Cerrada');
    const english = await get(
      `/api/Gestion/exportaOfertas?idEmpresa=${String(company.id)}&formato=csv`,
      { ...staff, 'accept-language': 'en-GB,en' },
    );
    const [header, ...rows] = english.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe(
      '"Id";"Title";"Type";"Company";"Tax id";"State";"Date";"Applications close";"Candidates";"Requested changes";"Rejection reason"',
    );
    expect(rows.find((row) => row.includes('Oferta para cerrar'))).toContain(';"Closed";');
    // The family as the staff offers screen names it, not its code.
    expect(rows.find((row) => row.includes('Oferta para cerrar'))).toContain(
      '"Oferta para cerrar";"Jobs";',
    );
    expect(english.body).not.toContain('Cerrada');
    const applicants = datos<StaffApplicationList>(
      await get(`/api/Gestion/dameCandidaturas?idOferta=${String(active.id)}`),
    );
    expect(applicants.candidaturas.map((a) => a.idCandidatura)).toEqual([application.id]);
  });
});

describe('applications and internships', () => {
  it('moves an application with the company’s state machine (14, 49), history and audit', async () => {
    const { company } = await companyWithCif();
    const candidate = await buildCandidate(t.ctx.db);
    const offer = await insertOffer(t.ctx.db, company.id, { estado: 2, familia: 'empleo' });
    const application = await insertApplication(t.ctx.db, offer.id, candidate.id);
    const detail = datos<StaffApplicationDetail>(
      await get(`/api/Gestion/dameCandidatura/${String(application.id)}`),
    );
    expect(detail.estadosPermitidos.map((s) => s.idEstado)).toContain(
      ApplicationState.UNDER_REVIEW,
    );
    const unreachable = await post('/api/Gestion/cambiaEstadoCandidatura', {
      idCandidatura: application.id,
      idEstado: ApplicationState.WITHDRAWN,
    });
    expect(statusOf(unreachable)).toBe(49);
    const moved = datos<StaffApplicationDetail>(
      await post('/api/Gestion/cambiaEstadoCandidatura', {
        idCandidatura: application.id,
        idEstado: ApplicationState.DISCARDED,
        comentario: 'Perfil no adecuado',
      }),
    );
    expect(moved.idEstado).toBe(ApplicationState.DISCARDED);
    expect(moved.historial.at(-1)).toMatchObject({
      idEstado: ApplicationState.DISCARDED,
      comentario: 'Perfil no adecuado',
    });
    expect(moved.historial.at(-1)?.autor).toContain('Servicio de Empleo');
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, candidate.id));
    expect(notice?.titulo).toBe('Tu candidatura ha cambiado de estado');
    const final = await post('/api/Gestion/cambiaEstadoCandidatura', {
      idCandidatura: application.id,
      idEstado: ApplicationState.HIRED,
    });
    expect(statusOf(final)).toBe(14);
    const [row] = await t.ctx.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(row?.estado).toBe(ApplicationState.DISCARDED);
    expect(await lastAudit('candidatura.cambiar_estado')).toMatchObject({
      antes: { estado: 1 },
      despues: { estado: 6 },
    });
    expect(
      statusOf(
        await post('/api/Gestion/cambiaEstadoCandidatura', {
          idCandidatura: 99999999,
          idEstado: 2,
        }),
      ),
    ).toBe(404);
    expect(statusOf(await get('/api/Gestion/dameCandidatura/99999999'))).toBe(404);
  });

  it('lists applications by company, state and text and exports them', async () => {
    const { company } = await companyWithCif();
    const candidate = await buildCandidate(t.ctx.db);
    const offer = await insertOffer(t.ctx.db, company.id, {
      estado: 2,
      titulo: 'Analista de datos junior',
    });
    await insertApplication(t.ctx.db, offer.id, candidate.id, { estado: 2 });
    const byCompany = datos<StaffApplicationList>(
      await get(`/api/Gestion/dameCandidaturas?idEmpresa=${String(company.id)}`),
    );
    expect(byCompany.total).toBe(1);
    expect(byCompany.candidaturas[0]).toMatchObject({
      oferta: 'Analista de datos junior',
      idEstado: 2,
      email: candidate.email,
    });
    const none = datos<StaffApplicationList>(
      await get(`/api/Gestion/dameCandidaturas?idEmpresa=${String(company.id)}&estado=5`),
    );
    expect(none.total).toBe(0);
    const byText = datos<StaffApplicationList>(
      await get(`/api/Gestion/dameCandidaturas?idEmpresa=${String(company.id)}&texto=analista`),
    );
    expect(byText.total).toBe(1);
    const csv = await get(
      `/api/Gestion/exportaCandidaturas?idEmpresa=${String(company.id)}&formato=csv`,
    );
    expect(csv.body).toContain(candidate.email);
    expect(csv.body).toContain(`"${candidate.email}";"En revisión";`);
    const english = await get(
      `/api/Gestion/exportaCandidaturas?idEmpresa=${String(company.id)}&formato=csv`,
      { ...staff, 'accept-language': 'en' },
    );
    const [header, row] = english.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe(
      '"Id";"Offer";"Type";"Company";"Candidate";"Email";"State";"Applied";"Last change"',
    );
    expect(row).toContain(`"${candidate.email}";"Under review";`);
  });

  it('shows internships with their requested documents, filters and exports', async () => {
    const { company } = await companyWithCif();
    const candidate = await buildCandidate(t.ctx.db);
    const [internship] = await t.ctx.db
      .insert(internships)
      .values({
        candidateId: candidate.id,
        companyId: company.id,
        titulo: 'Prácticas de marketing digital',
        estado: 'en_curso',
        fechaInicio: '2026-09-01',
        fechaFin: '2026-12-01',
        tutorEmpresaNombre: 'Tomás Tutor',
        tutorEmpresaEmail: 'tutor@empresa.es',
      })
      .returning();
    if (!internship) {
      throw new Error('internship not inserted');
    }
    await t.ctx.db.insert(internshipDocuments).values([
      {
        internshipId: internship.id,
        nombre: 'Memoria final',
        solicitado: true,
        fechaLimite: '2026-12-15',
      },
      {
        internshipId: internship.id,
        nombre: 'Anexo firmado',
        solicitado: true,
        entregadoAt: new Date(),
        nombreFichero: 'anexo.pdf',
        storageKey: 'test/anexo.pdf',
        extension: 'pdf',
        mime: 'application/pdf',
        bytes: 1000,
      },
    ]);
    const list = datos<StaffInternshipList>(
      await get(`/api/Gestion/damePracticas?idEmpresa=${String(company.id)}&estado=en_curso`),
    );
    expect(list.practicas).toMatchObject([
      { idPractica: internship.id, numDocumentos: 2, numDocumentosPendientes: 1 },
    ]);
    const detail = datos<StaffInternshipDetail>(
      await get(`/api/Gestion/damePractica/${String(internship.id)}`),
    );
    expect(detail.tutorEmpresa).toBe('Tomás Tutor <tutor@empresa.es>');
    expect(detail.documentos).toMatchObject([
      { nombre: 'Memoria final', solicitado: true, entregado: false, fechaLimite: '15/12/2026' },
      { nombre: 'Anexo firmado', entregado: true, nombreFichero: 'anexo.pdf' },
    ]);
    expect(statusOf(await get('/api/Gestion/damePractica/99999999'))).toBe(404);
    const finished = datos<StaffInternshipList>(
      await get(`/api/Gestion/damePracticas?idEmpresa=${String(company.id)}&estado=finalizada`),
    );
    expect(finished.total).toBe(0);
    const csv = await get(
      `/api/Gestion/exportaPracticas?idEmpresa=${String(company.id)}&formato=csv`,
    );
    expect(csv.body).toContain('Prácticas de marketing digital');
    expect(csv.body).toContain('En curso');
  });
});
