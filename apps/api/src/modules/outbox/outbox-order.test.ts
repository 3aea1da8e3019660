import { staffOutboxCalls as calls, type OutboxList } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../lib/dates.ts';
import { buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { outboxMessages, type MailPayload, type WebhookPayload } from './outbox.table.ts';
import { expectOrdenRefused } from '../../test/list-order.ts';

const t = await createTestApp();
const admin = await staffHeader(t, (await buildStaff(t.ctx.db, 'administrador')).email);
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });

/** A failed message (the worker leaves it alone) written `days` ago after `attempts` tries. */
async function failed(payload: MailPayload | WebhookPayload, attempts: number, days: number) {
  const [row] = await t.ctx.db
    .insert(outboxMessages)
    .values({
      kind: 'url' in payload ? 'webhook' : 'mail',
      payload,
      messageId: `<${Math.random().toString(36).slice(2)}@test.es>`,
      estado: 'fallido',
      attempts,
      lastError: '550 5.1.1 No such mailbox',
      createdAt: new Date(Date.now() - days * DAY_MS),
    })
    .returning({ id: outboxMessages.id });
  if (!row) {
    throw new Error('message not written');
  }
  return row.id;
}

describe('the outbox ordered by a column', () => {
  it('orders by recipient, subject, attempts and date, either way', async () => {
    const welcome = await failed(
      { to: 'carla@test.es', subject: 'Bienvenida al portal', text: '.' },
      3,
      3,
    );
    const agreement = await failed(
      { to: 'alba@test.es', subject: 'Convenio firmado', text: '.' },
      1,
      1,
    );
    const hook = await failed({ url: 'https://berta.example/avisos', body: {} }, 2, 2);
    const mine = new Set([welcome, agreement, hook]);
    // Only this test's messages, in the order the list gave them.
    const ids = async (orden: string) =>
      (await get(`${calls.list.path}?porPagina=100&orden=${orden}`))
        .json<{ datos: OutboxList }>()
        .datos.filas.map((row) => row.idMensaje)
        .filter((id) => mine.has(id));

    // The webhook by its host, between the two addresses.
    expect(await ids('destinatario')).toEqual([agreement, hook, welcome]);
    expect(await ids('-destinatario')).toEqual([welcome, hook, agreement]);
    // A webhook has no subject: last, whichever the direction.
    expect(await ids('asunto')).toEqual([welcome, agreement, hook]);
    expect(await ids('-asunto')).toEqual([agreement, welcome, hook]);
    expect(await ids('intentos')).toEqual([agreement, hook, welcome]);
    expect(await ids('-intentos')).toEqual([welcome, hook, agreement]);
    expect(await ids('fecha')).toEqual([welcome, hook, agreement]);
    expect(await ids('-fecha')).toEqual([agreement, hook, welcome]);
  });

  it('refuses an orden the list does not sort by', async () => {
    const res = await get(`${calls.list.path}?orden=estado`);
    expectOrdenRefused(res);
  });
});
