import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationsOf, buildEligibleStudent, buildOffer } from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';

/** The third-party eligibility service, in process on loopback. */
let answer: { status: number; body: unknown } = { status: 200, body: { elegible: true } };
const received: unknown[] = [];
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    received.push(JSON.parse(raw));
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/elegibilidad`;
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    }),
);

const t = await createTestApp({ EUROPEAN_ELIGIBILITY_URL: url });

const apply = async (email: string, urlOferta: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Alumno/inscribirse',
    headers: await t.authHeader(email),
    payload: { urlOferta },
  });

describe('inscribirse in European-programme offers', () => {
  it('sends dni and university to the configured service and applies when eligible', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const offer = await buildOffer(t.ctx.db, { programaEuropa: true });
    answer = { status: 200, body: { elegible: true } };
    const res = await apply(user.email, offer.id);
    expect(res.json().status).toBe(0);
    expect(received.at(-1)).toEqual({
      dni: `X${String(user.id).padStart(7, '0')}T`,
      universidad: 'Universidad de Demostración',
    });
  });

  it('refuses with 80 and the service’s reason when not eligible; nothing written', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const offer = await buildOffer(t.ctx.db, { programaEuropa: true });
    answer = { status: 200, body: { elegible: false, motivo: 'ya participó en el programa' } };
    const res = await apply(user.email, offer.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 80,
      datos: { requisitos: [{ tipo: 'programaEuropeo' }] },
    });
    expect(res.json().mensaje).toContain(
      'elegibilidad para el programa europeo (ya participó en el programa)',
    );
    expect(await applicationsOf(t.ctx.db, user.id)).toEqual([]);
  });

  it('answers 515 with a server message when the service fails; nothing written', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const offer = await buildOffer(t.ctx.db, { programaEuropa: true });
    answer = { status: 500, body: { error: 'boom' } };
    const res = await apply(user.email, offer.id);
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe(515);
    expect(res.json().mensaje).toContain('programa europeo');
    expect(await applicationsOf(t.ctx.db, user.id)).toEqual([]);
  });

  it('does not call the service for other offers', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const before = received.length;
    expect((await apply(user.email, (await buildOffer(t.ctx.db)).id)).json().status).toBe(0);
    expect(received.length).toBe(before);
  });
});
