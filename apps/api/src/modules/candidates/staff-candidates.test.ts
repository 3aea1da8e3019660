import type {
  StaffAccountDeletionItem,
  StaffCandidateList,
  StaffCandidateSheet,
} from '@portal/contracts';
import { desc, eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createDemoTestApp } from '../../test/test-app.ts';
import { queryRows } from '../offers/sql-rows.ts';

const { accountDeletionRequests, applications, auditLog, candidates, users } = schema;

const t = await createDemoTestApp();
const manager = await staffHeader(t, 'gestora@demo.es');

const get = (url: string, headers: Record<string, string> = manager) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = manager) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const idOf = async (email: string) => {
  const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) {
    throw new Error(`${email} missing`);
  }
  return row.id;
};
const search = async (query: string) =>
  (await get(`/api/Gestion/dameCandidatos?${query}`)).json<{ datos: StaffCandidateList }>().datos;
const sheet = async (id: number) =>
  (await get(`/api/Gestion/dameCandidato/${String(id)}`)).json<{ datos: StaffCandidateSheet }>()
    .datos;
const candidateLogin = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Alumno/logaUsuario',
    payload: { eUsuario: email, ePassword: 'Demo1234', eAmbito: 'PrivadoAlumno' },
  });
const lastAudit = async () =>
  (await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('candidate search', () => {
  it('finds by name (accents ignored), DNI, email and degree', async () => {
    const byName = await search('texto=nuria%20campos%20beltran');
    expect(byName.candidatos.map((c) => c.email)).toEqual(['baja.gestion@demo.es']);
    expect(byName.candidatos[0]).toMatchObject({
      nombre: 'Nuria',
      estado: 'activo',
      solicitudBajaPendiente: true,
    });
    expect(byName.candidatos[0]?.titulaciones.length).toBe(1);
    const dni = byName.candidatos[0]?.dni ?? '';
    expect((await search(`texto=${dni.toLowerCase()}`)).candidatos.map((c) => c.email)).toEqual([
      'baja.gestion@demo.es',
    ]);
    expect((await search('texto=bloqueo.gestion%40')).candidatos[0]).toMatchObject({
      estado: 'bloqueado',
    });
    const degree = byName.candidatos[0]?.titulaciones[0] ?? '';
    const byDegree = await search(
      `titulacion=${encodeURIComponent(degree.slice(0, 12))}&porPagina=100`,
    );
    expect(byDegree.candidatos.map((c) => c.email)).toContain('baja.gestion@demo.es');
    expect(
      byDegree.candidatos.every((c) =>
        c.titulaciones.some((d) => d.startsWith(degree.slice(0, 12))),
      ),
    ).toBe(true);
    expect((await search('titulacion=zzzz')).total).toBe(0);
    expect(
      (await search('estado=bloqueado')).candidatos.every((c) => c.estado === 'bloqueado'),
    ).toBe(true);
    const page = await search('porPagina=2&pagina=2');
    expect(page.candidatos).toHaveLength(2);
    expect(page.total).toBeGreaterThan(4);
  });

  it('exports the result as CSV and XLSX', async () => {
    const csv = await get('/api/Gestion/exportaCandidatos?texto=gestion%40demo&formato=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"baja.gestion@demo.es"');
    expect(csv.body).not.toContain('estudiante@demo.es');
    const xlsx = await get('/api/Gestion/exportaCandidatos?formato=xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('candidate sheet', () => {
  it('shows account, CV, applications, internships and deletion requests', async () => {
    const id = await idOf('baja.gestion@demo.es');
    const data = await sheet(id);
    expect(data).toMatchObject({ idUsuario: id, email: 'baja.gestion@demo.es', estado: 'activo' });
    expect(data.cv).not.toBeNull();
    expect(data.candidaturas).toHaveLength(1);
    expect(data.candidaturas[0]).toMatchObject({ idEstado: 2, estado: 'En revisión' });
    expect(data.solicitudesBaja).toMatchObject([{ estado: 'pendiente', motivoRechazo: null }]);
    const student = await sheet(await idOf('estudiante@demo.es'));
    expect(student.candidaturas.length).toBeGreaterThan(0);
    expect((await get('/api/Gestion/dameCandidato/999999')).json().status).toBe(404);
    // A company user's id is not a candidate.
    expect(
      (await get(`/api/Gestion/dameCandidato/${String(await idOf('empresa@demo.es'))}`)).json()
        .status,
    ).toBe(404);
  });
});

describe('block, unblock and withdraw', () => {
  it('blocks with a message shown at sign-in (90), ends sessions, unblocks', async () => {
    const id = await idOf('mixto@demo.es');
    const session = await t.authHeader('mixto@demo.es');
    const blocked = await post('/api/Gestion/bloquearCandidato', {
      idUsuario: id,
      mensaje: 'Bloqueada por uso indebido. Escribe a empleo@universidad-demo.es.',
    });
    expect(blocked.json()).toMatchObject({ status: 0, datos: { estado: 'bloqueado' } });
    const login = await candidateLogin('mixto@demo.es');
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      status: 90,
      mensaje: 'Bloqueada por uso indebido. Escribe a empleo@universidad-demo.es.',
    });
    expect((await get('/api/Alumno/dameCvUsuario', session)).json().status).not.toBe(0);
    expect(await lastAudit()).toMatchObject({
      accion: 'candidato.bloquear',
      entidadId: String(id),
      actorEmail: 'gestora@demo.es',
      antes: { estado: 'activo', mensajeBloqueo: null },
      despues: { estado: 'bloqueado' },
    });
    const empty = await post('/api/Gestion/bloquearCandidato', { idUsuario: id, mensaje: '' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('mensaje');
    const unblocked = await post('/api/Gestion/desbloquearCandidato', { idUsuario: id });
    expect(unblocked.json()).toMatchObject({
      status: 0,
      datos: { estado: 'activo', mensajeBloqueo: null },
    });
    expect((await candidateLogin('mixto@demo.es')).json().status).toBe(0);
    const again = await post('/api/Gestion/desbloquearCandidato', { idUsuario: id });
    expect(again.statusCode).toBe(409);
    expect(again.json().status).toBe(515);
  });

  it('withdraws from the service (32 at sign-in)', async () => {
    const id = await idOf('titulado@demo.es');
    const res = await post('/api/Gestion/darDeBajaCandidato', {
      idUsuario: id,
      motivo: 'Lo pidió por teléfono',
    });
    expect(res.json()).toMatchObject({ status: 0, datos: { estado: 'baja' } });
    expect((await candidateLogin('titulado@demo.es')).json().status).toBe(32);
    expect((await post('/api/Gestion/darDeBajaCandidato', { idUsuario: id })).json().status).toBe(
      515,
    );
    expect(
      (await post('/api/Gestion/bloquearCandidato', { idUsuario: id, mensaje: 'x' })).json().status,
    ).toBe(515);
    expect(await lastAudit()).toMatchObject({
      accion: 'candidato.dar_de_baja',
      motivo: 'Lo pidió por teléfono',
    });
    expect(
      (await post('/api/Gestion/darDeBajaCandidato', { idUsuario: 999999 })).json().status,
    ).toBe(404);
  });
});

describe('RGPD export', () => {
  it('answers every table about the person as JSON, without secrets', async () => {
    const id = await idOf('baja.gestion@demo.es');
    const res = await get(`/api/Gestion/exportaDatosCandidato/${String(id)}`);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toContain(`datos-personales-${String(id)}.json`);
    const body = res.json<{
      idUsuario: number;
      tablas: Record<string, Record<string, unknown>[]>;
    }>();
    expect(body.idUsuario).toBe(id);
    expect(Object.keys(body.tablas)).toEqual(
      expect.arrayContaining([
        'users',
        'candidates',
        'candidate_studies',
        'candidate_languages',
        'applications',
        'application_state_history',
        'notifications',
        'account_deletion_requests',
        'privacy_acceptances',
      ]),
    );
    expect(body.tablas.users?.[0]).toMatchObject({
      email: 'baja.gestion@demo.es',
      nombre: 'Nuria',
    });
    expect(res.body).not.toMatch(/passwordHash|tokenHash/);
    expect(await lastAudit()).toMatchObject({
      accion: 'candidato.exportar_datos',
      entidadId: String(id),
    });
    expect((await get('/api/Gestion/exportaDatosCandidato/999999')).json().status).toBe(404);
  });
});

/** Every text of every table, to look for what identified a person. */
async function wholeDatabaseText(): Promise<string> {
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
  const parts: string[] = [];
  for (const table of tables) {
    const name = getTableConfig(table).name;
    const [row] = await queryRows(
      t.ctx.db,
      sql`select coalesce(string_agg(x::text, E'\n'), '') as text from ${sql.identifier(name)} x`,
    );
    parts.push(`${name}: ${typeof row?.text === 'string' ? row.text : ''}`);
  }
  return parts.join('\n');
}

describe('deletion requests', () => {
  const pending = async () =>
    (await get('/api/Gestion/dameSolicitudesBaja')).json<{ datos: StaffAccountDeletionItem[] }>()
      .datos;

  it('approval anonymises the person in one transaction and keeps the applications', async () => {
    const id = await idOf('baja.gestion@demo.es');
    const request = (await pending()).find((r) => r.idAlumno === id);
    expect(request).toBeDefined();
    const before = await sheet(id);
    const identity = [
      'baja.gestion@demo.es',
      'baja.gestion.personal@demo.es',
      'Campos Beltrán',
      before.dni ?? 'no-dni',
      before.telefono ?? 'no-phone',
    ];
    expect(await wholeDatabaseText()).toContain('Campos Beltrán');
    const [applicationsBefore] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.candidateId, id));
    t.mailer.sent.length = 0;
    const res = await post('/api/Gestion/aprobarSolicitudBaja', {
      idSolicitud: request?.idSolicitud,
    });
    expect(res.json()).toMatchObject({ status: 0 });
    // The candidate is told at the address the account had.
    expect(t.mailer.sent.map((m) => m.to)).toContain('baja.gestion@demo.es');

    const text = await wholeDatabaseText();
    for (const value of identity) {
      expect(text, value).not.toContain(value);
    }
    const [account] = await t.ctx.db.select().from(users).where(eq(users.id, id));
    expect(account).toMatchObject({ estado: 'baja', nombre: 'Persona anonimizada', apellidos: '' });
    const [profile] = await t.ctx.db.select().from(candidates).where(eq(candidates.userId, id));
    expect(profile).toMatchObject({
      dni: null,
      telefono: null,
      emailContacto: null,
      presentacion: null,
    });
    const [applicationsAfter] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.candidateId, id));
    expect(applicationsAfter?.n).toBe(applicationsBefore?.n);
    expect(applicationsAfter?.n).toBe(1);
    const [decided] = await t.ctx.db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.id, request?.idSolicitud ?? 0));
    expect(decided).toMatchObject({ estado: 'tramitada', motivoRechazo: null });
    expect(await lastAudit()).toMatchObject({
      accion: 'candidato.anonimizar',
      entidadId: String(id),
    });
    expect((await candidateLogin('baja.gestion@demo.es')).json().status).toBe(3);
    // Already decided; the anonymised account cannot be reactivated.
    const twice = await post('/api/Gestion/aprobarSolicitudBaja', {
      idSolicitud: request?.idSolicitud,
    });
    expect(twice.json().status).toBe(515);
    expect((await post('/api/Gestion/desbloquearCandidato', { idUsuario: id })).json().status).toBe(
      515,
    );
    expect((await sheet(id)).cv).toBeNull();
  });

  it('rejection stores the reason and mails it; the account stays', async () => {
    const id = await idOf('baja.rechazo@demo.es');
    const request = (await pending()).find((r) => r.idAlumno === id);
    const missing = await post('/api/Gestion/rechazarSolicitudBaja', {
      idSolicitud: request?.idSolicitud,
    });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('motivo');
    t.mailer.sent.length = 0;
    const res = await post('/api/Gestion/rechazarSolicitudBaja', {
      idSolicitud: request?.idSolicitud,
      motivo: 'Tienes unas prácticas en curso: la baja se tramitará cuando terminen.',
    });
    expect(res.json()).toMatchObject({ status: 0 });
    const mail = t.mailer.sent.find((m) => m.to === 'baja.rechazo@demo.es');
    expect(mail?.text).toContain('Tienes unas prácticas en curso');
    expect((await sheet(id)).solicitudesBaja[0]).toMatchObject({
      estado: 'rechazada',
      motivoRechazo: 'Tienes unas prácticas en curso: la baja se tramitará cuando terminen.',
    });
    expect((await candidateLogin('baja.rechazo@demo.es')).json().status).toBe(0);
    expect(
      (
        await post('/api/Gestion/rechazarSolicitudBaja', {
          idSolicitud: request?.idSolicitud,
          motivo: 'x',
        })
      ).json().status,
    ).toBe(515);
    expect(
      (await post('/api/Gestion/aprobarSolicitudBaja', { idSolicitud: 999999 })).json().status,
    ).toBe(404);
    expect(await lastAudit()).toMatchObject({ accion: 'solicitud_baja.rechazar' });
  });
});

describe('access', () => {
  it('is for staff only: candidates and companies get 403, visitors 2', async () => {
    for (const headers of [
      await t.authHeader('empresa@demo.es'),
      await t.authHeader('estudiante@demo.es'),
    ]) {
      for (const url of [
        '/api/Gestion/dameCandidatos',
        '/api/Gestion/exportaCandidatos',
        '/api/Gestion/dameCandidato/1',
        '/api/Gestion/exportaDatosCandidato/1',
      ]) {
        expect((await get(url, headers)).statusCode, url).toBe(403);
      }
      for (const path of [
        'bloquearCandidato',
        'desbloquearCandidato',
        'darDeBajaCandidato',
        'aprobarSolicitudBaja',
        'rechazarSolicitudBaja',
      ]) {
        expect(
          (
            await post(
              `/api/Gestion/${path}`,
              { idUsuario: 1, idSolicitud: 1, mensaje: 'x', motivo: 'x' },
              headers,
            )
          ).statusCode,
          path,
        ).toBe(403);
      }
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Gestion/dameCandidatos' })).json().status,
    ).toBe(2);
  });
});
