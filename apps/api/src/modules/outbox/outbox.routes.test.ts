import {
  authCalls,
  staffOutboxCalls as calls,
  type OutboxItem,
  type OutboxList,
} from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { outboxMessages } from './outbox.table.ts';

const t = await createTestApp();

async function staffHeader(role: 'administrador' | 'gestor' = 'administrador') {
  const staff = await buildStaff(t.ctx.db, role);
  const res = await t.app.inject({
    method: 'POST',
    url: authCalls.loginStaff.path,
    payload: { eUsuario: staff.email, ePassword: 'Demo1234' },
  });
  return { authorization: `Bearer ${res.json<{ datos: { token: string } }>().datos.token}` };
}

const admin = await staffHeader();
const unique = () => Math.random().toString(36).slice(2, 10);

/** Messages in each state, written as the outbox writes them (not delivered by this app). */
async function messages() {
  const tag = unique();
  const ids = await t.ctx.db.transaction(async (tx) => ({
    failed: await t.ctx.outbox.enqueueMail(tx, {
      to: `fallido-${tag}@test.es`,
      subject: `Fallido ${tag}`,
      text: 'Enlace secreto https://x.es/?token=abc',
    }),
    waiting: await t.ctx.outbox.enqueueMail(tx, {
      to: `pendiente-${tag}@test.es`,
      subject: `Pendiente ${tag}`,
      text: '.',
    }),
  }));
  await t.ctx.db
    .update(outboxMessages)
    .set({ estado: 'fallido', attempts: 3, lastError: '550 5.1.1 No such mailbox' })
    .where(eq(outboxMessages.id, ids.failed));
  // Waiting for a retry an hour away: the app's own worker leaves it alone.
  await t.ctx.db
    .update(outboxMessages)
    .set({
      attempts: 1,
      lastError: 'connect ECONNREFUSED',
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    })
    .where(eq(outboxMessages.id, ids.waiting));
  const delivered = await t.ctx.outbox.enqueueMail(t.ctx.db, {
    to: `entregado-${tag}@test.es`,
    subject: `Entregado ${tag}`,
    text: '.',
  });
  await t.ctx.outbox.deliver([delivered]);
  return { ...ids, delivered, tag };
}

const list = (query: string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'GET', url: `${calls.list.path}?${query}`, headers });
const detailUrl = (id: number) => calls.detail.path.replace(':id', String(id));
const resend = (idMensaje: number, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: calls.resend.path, payload: { idMensaje }, headers });

describe('outgoing mail in the back-office', () => {
  it('lists failed messages first, then waiting ones, with recipient, subject, attempts and last error', async () => {
    const m = await messages();
    const res = await list('porPagina=100');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; datos: OutboxList }>();
    expect(body.status).toBe(0);
    const states = body.datos.filas.map((row) => row.estado);
    expect(states.indexOf('fallido')).toBe(0);
    expect(states.lastIndexOf('fallido')).toBeLessThan(states.indexOf('pendiente'));
    expect(body.datos.fallidos).toBeGreaterThanOrEqual(1);
    expect(body.datos.pendientes).toBeGreaterThanOrEqual(1);
    const failed = body.datos.filas.find((row) => row.idMensaje === m.failed);
    expect(failed).toMatchObject({
      tipo: 'correo',
      destinatario: `fallido-${m.tag}@test.es`,
      asunto: `Fallido ${m.tag}`,
      estado: 'fallido',
      intentos: 3,
      ultimoError: '550 5.1.1 No such mailbox',
    });
    // Bodies may hold one-time links: never shown.
    expect(JSON.stringify(body.datos)).not.toContain('token=abc');
    const delivered = body.datos.filas.find((row) => row.idMensaje === m.delivered);
    expect(delivered).toMatchObject({
      estado: 'enviado',
      destinatario: null,
      asunto: `Entregado ${m.tag}`,
    });

    const onlyWaiting = (await list('estado=pendiente')).json<{ datos: OutboxList }>().datos;
    expect(onlyWaiting.filas.every((row) => row.estado === 'pendiente')).toBe(true);
    expect(onlyWaiting.filas.map((row) => row.idMensaje)).toContain(m.waiting);
  });

  it('shows one message, and answers 404 for an unknown one', async () => {
    const m = await messages();
    const res = await t.app.inject({ method: 'GET', url: detailUrl(m.waiting), headers: admin });
    expect(res.json<{ datos: OutboxItem }>().datos).toMatchObject({
      idMensaje: m.waiting,
      estado: 'pendiente',
      intentos: 1,
      ultimoError: 'connect ECONNREFUSED',
    });
    expect(res.json<{ datos: OutboxItem }>().datos.messageId).toMatch(/^<[0-9a-f-]{36}@/);
    const missing = await t.app.inject({
      method: 'GET',
      url: detailUrl(99_999_999),
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404 });
  });

  it('sends a failed message again with the same Message-ID, keeps its attempts and audits it', async () => {
    const m = await messages();
    const [row] = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, m.failed));
    const res = await resend(m.failed);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ status: number; datos: OutboxItem }>()).toMatchObject({
      status: 0,
      datos: { idMensaje: m.failed, estado: 'enviado', intentos: 4 },
    });
    const sent = t.mailer.sent.filter((mail) => mail.to === `fallido-${m.tag}@test.es`);
    expect(sent.map((mail) => mail.messageId)).toEqual([row?.messageId]);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accion, 'correo.reenviar'), eq(auditLog.entidadId, String(m.failed))));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.antes).toMatchObject({ estado: 'fallido', intentos: 3 });
  });

  it('refuses (409) to send again a delivered message, and 404 for an unknown one', async () => {
    const m = await messages();
    const res = await resend(m.delivered);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 515,
      mensaje: 'Este mensaje ya se ha entregado: no se puede reenviar.',
    });
    expect((await resend(99_999_999)).statusCode).toBe(404);
  });

  it('is for administrators only: 401 without a session, 403 for managers, candidates and companies', async () => {
    const m = await messages();
    const candidate = await buildCandidate(t.ctx.db);
    const { user } = await buildCompany(t.ctx.db);
    const others = [
      await staffHeader('gestor'),
      await t.authHeader(candidate.email),
      await t.authHeader(user.email, 'PrivadoEmpresa'),
    ];
    const anonymous = await t.app.inject({ method: 'GET', url: calls.list.path });
    expect(anonymous.statusCode).toBe(401);
    expect((await resend(m.failed, {})).statusCode).toBe(401);
    for (const headers of others) {
      expect((await list('', headers)).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: detailUrl(m.failed), headers })).statusCode,
      ).toBe(403);
      expect((await resend(m.failed, headers)).statusCode).toBe(403);
    }
    const [row] = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, [m.failed]));
    expect(row).toMatchObject({ estado: 'fallido', attempts: 3 });
  });
});
