import type { AccountDeletionRequest, StaffAccountDeletionItem } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountDeletionRequests, notifications } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();
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
    const res = await ask(await t.authHeader('empresa@demo.es'));
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe(403);
    const staff = await ask(await staffHeader(t));
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
      headers: await staffHeader(t),
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
