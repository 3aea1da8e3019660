import type { AccountDeletionRequest, StaffAccountDeletionItem } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountDeletionRequests, candidates, notifications } from '../../db/schema.ts';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { xlsxText } from '../../test/xlsx-text.ts';

const t = await createTestApp();
const admin = await buildStaff(t.ctx.db, 'administrador');
const managerUser = await buildStaff(t.ctx.db, 'gestor');
const url = '/api/Alumno/solicitarBajaServicio';
const ask = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: {}, headers });

const requestsOf = (candidateId: number) =>
  t.ctx.db
    .select()
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.candidateId, candidateId));
const noticesOf = (candidateId: number) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, candidateId),
        eq(notifications.titulo, 'Solicitud de baja recibida'),
      ),
    );

describe('solicitarBajaServicio', () => {
  it('stores a pending request, answers 517 and tells the candidate and the careers office', async () => {
    const candidate = await buildCandidate(t.ctx.db, { nombre: 'Berta' });
    t.mailer.sent.length = 0;
    const res = await ask(await t.authHeader(candidate.email));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; mensaje: string; datos: AccountDeletionRequest }>();
    expect(body.status).toBe(0);
    expect(body.mensaje).toBe(
      'Hemos recibido tu solicitud de baja del servicio. Te avisaremos cuando se haya tramitado.',
    );
    expect(body.datos).toMatchObject({
      idSolicitud: expect.any(Number),
      fecha: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      estado: 'pendiente',
    });
    const rows = await requestsOf(candidate.id);
    expect(rows).toEqual([
      expect.objectContaining({ id: body.datos.idSolicitud, estado: 'pendiente' }),
    ]);
    expect(await noticesOf(candidate.id)).toHaveLength(1);
    expect(t.mailer.sent.map((m) => m.to).sort()).toEqual(
      [candidate.email, 'practicas@universidad-demo.es'].sort(),
    );
    const office = t.mailer.sent.find((m) => m.to === 'practicas@universidad-demo.es');
    expect(office?.subject).toBe(
      'Nueva solicitud de baja del servicio / New request to leave the service',
    );
    expect(office?.text).toContain(`Berta Prueba Test (${candidate.email})`);
  });

  it('answers the same success to a repeat without storing or sending anything again', async () => {
    const candidate = await buildCandidate(t.ctx.db);
    const headers = await t.authHeader(candidate.email);
    const first = (await ask(headers)).json<{ datos: AccountDeletionRequest }>();
    t.mailer.sent.length = 0;
    const again = await ask({ ...headers, 'accept-language': 'en' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      status: 0,
      datos: first.datos,
      mensaje:
        'We have received your request to leave the service. We will let you know once it has been processed.',
    });
    expect(await requestsOf(candidate.id)).toHaveLength(1);
    expect(await noticesOf(candidate.id)).toHaveLength(1);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('allows a new request once the previous one was processed', async () => {
    const candidate = await buildCandidate(t.ctx.db);
    const headers = await t.authHeader(candidate.email);
    await ask(headers);
    await t.ctx.db
      .update(accountDeletionRequests)
      .set({ estado: 'tramitada', processedAt: new Date() })
      .where(eq(accountDeletionRequests.candidateId, candidate.id));
    expect((await ask(headers)).json().status).toBe(0);
    expect((await requestsOf(candidate.id)).map((r) => r.estado).sort()).toEqual([
      'pendiente',
      'tramitada',
    ]);
  });

  it('is only for candidates: a company user gets 403 and nothing is stored', async () => {
    const before = await t.ctx.db.select().from(accountDeletionRequests);
    const res = await ask(
      await t.authHeader((await buildCompany(t.ctx.db)).user.email, 'PrivadoEmpresa'),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe(403);
    const staff = await ask(await staffHeader(t, admin.email));
    expect(staff.statusCode).toBe(403);
    expect(await t.ctx.db.select().from(accountDeletionRequests)).toHaveLength(before.length);
  });

  it('needs the brand flag canBorrarCuenta (403 when off)', async () => {
    const candidate = await buildCandidate(t.ctx.db);
    const headers = await t.authHeader(candidate.email);
    await t.ctx.brand.update({ canBorrarCuenta: false });
    try {
      const res = await ask(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().status).toBe(403);
      expect(await requestsOf(candidate.id)).toHaveLength(0);
    } finally {
      await t.ctx.brand.update({ canBorrarCuenta: true });
    }
  });

  it('without a token answers 401 with code 2 (session lost)', async () => {
    const res = await ask();
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(2);
  });
});

describe('dameSolicitudesBaja (careers office)', () => {
  it('lists pending requests oldest first with the candidate, and only for staff', async () => {
    const first = await buildCandidate(t.ctx.db, { nombre: 'Primera' });
    const second = await buildCandidate(t.ctx.db, { nombre: 'Segunda' });
    const done = await buildCandidate(t.ctx.db, { nombre: 'Tramitada' });
    await ask(await t.authHeader(first.email));
    await ask(await t.authHeader(second.email));
    await ask(await t.authHeader(done.email));
    await t.ctx.db
      .update(accountDeletionRequests)
      .set({ estado: 'tramitada' })
      .where(eq(accountDeletionRequests.candidateId, done.id));

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Gestion/dameSolicitudesBaja',
      headers: await staffHeader(t, admin.email),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ datos: StaffAccountDeletionItem[] }>().datos;
    expect(list.every((r) => r.estado === 'pendiente')).toBe(true);
    expect(list.some((r) => r.idAlumno === done.id)).toBe(false);
    const mine = list.filter((r) => [first.id, second.id].includes(r.idAlumno));
    expect(mine).toEqual([
      expect.objectContaining({ idAlumno: first.id, nombre: 'Primera', email: first.email }),
      expect.objectContaining({ idAlumno: second.id, nombre: 'Segunda', email: second.email }),
    ]);
    expect(mine[0]?.apellidos).toBe('Prueba Test');

    const candidate = await t.app.inject({
      method: 'GET',
      url: '/api/Gestion/dameSolicitudesBaja',
      headers: await t.authHeader(first.email),
    });
    expect(candidate.statusCode).toBe(403);
  });
});

describe('deletion requests list by state and its export (careers office)', () => {
  const manager = () => staffHeader(t, managerUser.email);
  const get = async (url: string, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers: headers ?? (await manager()) });
  const csvLines = (text: string) => text.replace('\uFEFF', '').trim().split('\r\n');

  let round = 0;
  /** Three requests of people named Filtrable…<round>: pending, rejected with a reason, processed. */
  async function threeRequests() {
    round += 1;
    const people = await Promise.all(
      ['Pendiente', 'Rechazada', 'Tramitada'].map((state) =>
        buildCandidate(t.ctx.db, { nombre: `Filtrable${state}${String(round)}` }),
      ),
    );
    const [pendiente, rechazada, tramitada] = people;
    if (!pendiente || !rechazada || !tramitada) {
      throw new Error('candidates not built');
    }
    const processedAt = new Date('2026-03-04T10:00:00Z');
    await t.ctx.db.insert(accountDeletionRequests).values([
      { candidateId: pendiente.id },
      {
        candidateId: rechazada.id,
        estado: 'rechazada',
        motivoRechazo: 'Tienes unas prácticas en curso.',
        processedAt,
      },
      { candidateId: tramitada.id, estado: 'tramitada', processedAt },
    ]);
    const [dni] = await t.ctx.db
      .select({ dni: candidates.dni })
      .from(candidates)
      .where(eq(candidates.userId, rechazada.id));
    return { pendiente, rechazada, tramitada, dni: dni?.dni ?? '' };
  }

  it('lists one state (pending unless asked) or every one, with DNI and decision', async () => {
    const { pendiente, rechazada, tramitada, dni } = await threeRequests();
    const of = async (query: string) =>
      (await get(`/api/Gestion/dameSolicitudesBaja${query}`))
        .json<{ datos: StaffAccountDeletionItem[] }>()
        .datos.filter((r) => r.nombre.startsWith('Filtrable'))
        .map((r) => r.idAlumno);
    expect(await of('')).toEqual([pendiente.id]);
    expect(await of('?estado=pendiente')).toEqual([pendiente.id]);
    expect(await of('?estado=rechazada')).toEqual([rechazada.id]);
    expect(await of('?estado=tramitada')).toEqual([tramitada.id]);
    expect(await of('?estado=todas')).toEqual([pendiente.id, rechazada.id, tramitada.id]);
    const rejected = (await get('/api/Gestion/dameSolicitudesBaja?estado=rechazada'))
      .json<{ datos: StaffAccountDeletionItem[] }>()
      .datos.find((r) => r.idAlumno === rechazada.id);
    expect(rejected).toMatchObject({
      estado: 'rechazada',
      dni,
      resuelta: '04/03/2026',
      motivoRechazo: 'Tienes unas prácticas en curso.',
    });
  });

  it('exports the state filtered and searched by name, email or DNI, in Spanish', async () => {
    const { pendiente, rechazada, dni } = await threeRequests();
    const res = await get(
      `/api/Gestion/exportaSolicitudesBaja?formato=csv&estado=todas&texto=${encodeURIComponent(dni.toLowerCase())}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('solicitudes-baja-');
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      '"Id";"Nombre";"Apellidos";"Email";"DNI";"Fecha de solicitud";"Estado";"Resuelta";"Motivo de rechazo"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `"${rechazada.nombre}";"Prueba Test";"${rechazada.email}";"${dni}";`,
    );
    expect(lines[1]).toContain('"Rechazada";"04/03/2026";"Tienes unas prácticas en curso."');

    // By name: only the pending one unless every state is asked for.
    const pending = csvLines(
      (
        await get(
          `/api/Gestion/exportaSolicitudesBaja?formato=csv&texto=${pendiente.nombre.toUpperCase()}`,
        )
      ).body,
    );
    expect(pending).toHaveLength(2);
    expect(pending[1]).toContain('"Pendiente";"";""');
    const byEmail = csvLines(
      (
        await get(
          `/api/Gestion/exportaSolicitudesBaja?formato=csv&estado=rechazada&texto=${encodeURIComponent(rechazada.email)}`,
        )
      ).body,
    );
    expect(byEmail).toHaveLength(2);
    const none = csvLines(
      (
        await get(
          `/api/Gestion/exportaSolicitudesBaja?formato=csv&estado=tramitada&texto=${pendiente.nombre}`,
        )
      ).body,
    );
    expect(none).toHaveLength(1);
  });

  it('writes the header and states in English for Accept-Language: en, and XLSX', async () => {
    const { tramitada } = await threeRequests();
    const english = { ...(await manager()), 'accept-language': 'en' };
    const csv = await get(
      `/api/Gestion/exportaSolicitudesBaja?formato=csv&estado=tramitada&texto=${tramitada.nombre}`,
      english,
    );
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe(
      '"Id";"First name";"Last name";"Email";"ID number";"Request date";"State";"Resolved";"Rejection reason"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Processed";"04/03/2026";""');
    const xlsx = await get(
      `/api/Gestion/exportaSolicitudesBaja?formato=xlsx&estado=tramitada&texto=${tramitada.nombre}`,
      english,
    );
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const text = xlsxText(xlsx.rawPayload);
    expect(text).toContain('<t>Request date</t>');
    expect(text).toContain('<t>Processed</t>');
  });

  it('answers 400 naming estado for an unknown state, and 403 to a candidate', async () => {
    for (const url of [
      '/api/Gestion/dameSolicitudesBaja?estado=aprobada',
      '/api/Gestion/exportaSolicitudesBaja?estado=aprobada',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(JSON.stringify(res.json()), url).toContain('estado');
    }
    expect((await get('/api/Gestion/exportaSolicitudesBaja?formato=pdf')).statusCode).toBe(400);
    const candidate = await buildCandidate(t.ctx.db);
    expect(
      (await get('/api/Gestion/exportaSolicitudesBaja', await t.authHeader(candidate.email)))
        .statusCode,
    ).toBe(403);
  });
});
