import { describe, expect, it } from 'vitest';
import { buildCandidate } from '../../test/builders.ts';
import { buildStaffPeople } from '../../test/fixture-candidates.ts';
import { createTestApp } from '../../test/test-app.ts';
import { staffCandidatesClient } from './staff-candidates.fixtures.ts';

const t = await createTestApp();
const { managerEmail, manager, get, post, candidateLogin, lastAudit } = await staffCandidatesClient(t);
// A blocked candidate and two with a pending deletion request (Nuria Campos Beltrán, Óscar).
const { leaving } = await buildStaffPeople(t.ctx.db);

describe('block, unblock and withdraw', () => {
  it('blocks with a message shown at sign-in (90), ends sessions, unblocks', async () => {
    const person = await buildCandidate(t.ctx.db);
    const id = person.id;
    const session = await t.authHeader(person.email);
    const blocked = await post('/api/Gestion/bloquearCandidato', {
      idUsuario: id,
      mensaje: 'Bloqueada por uso indebido. Escribe a empleo@universidad-demo.es.',
    });
    expect(blocked.json()).toMatchObject({ status: 0, datos: { estado: 'bloqueado' } });
    const login = await candidateLogin(person.email);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      status: 90,
      mensaje: 'Bloqueada por uso indebido. Escribe a empleo@universidad-demo.es.',
    });
    expect((await get('/api/Alumno/dameCvUsuario', session)).json().status).not.toBe(0);
    expect(await lastAudit()).toMatchObject({
      accion: 'candidato.bloquear',
      entidadId: String(id),
      actorEmail: managerEmail,
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
    expect((await candidateLogin(person.email)).json().status).toBe(0);
    const again = await post('/api/Gestion/desbloquearCandidato', { idUsuario: id });
    expect(again.statusCode).toBe(409);
    expect(again.json().status).toBe(515);
  });

  it('withdraws from the service (32 at sign-in)', async () => {
    const graduate = await buildCandidate(t.ctx.db, { studiesInProgress: 0 });
    const id = graduate.id;
    const res = await post('/api/Gestion/darDeBajaCandidato', {
      idUsuario: id,
      motivo: 'Lo pidió por teléfono',
    });
    expect(res.json()).toMatchObject({ status: 0, datos: { estado: 'baja' } });
    expect((await candidateLogin(graduate.email)).json().status).toBe(32);
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
  it('names the file and describes it in English for an English reader', async () => {
    const id = leaving.id;
    const res = await get(`/api/Gestion/exportaDatosCandidato/${String(id)}`, {
      ...manager,
      'accept-language': 'en',
    });
    expect(res.headers['content-disposition']).toContain(`personal-data-${String(id)}.json`);
    const body = res.json<{ descripcion: string; tablas: Record<string, unknown[]> }>();
    expect(body.descripcion).toContain('right of access');
    expect(Object.keys(body.tablas)).toContain('users');
  });

  it('answers every table about the person as JSON, without secrets', async () => {
    const id = leaving.id;
    const res = await get(`/api/Gestion/exportaDatosCandidato/${String(id)}`);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toContain(`datos-personales-${String(id)}.json`);
    const body = res.json<{
      idUsuario: number;
      descripcion: string;
      tablas: Record<string, Record<string, unknown>[]>;
    }>();
    expect(body.descripcion).toContain('derecho de acceso');
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
      email: leaving.email,
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
