import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Admission, admissionPlugin, oldestWaitMs } from './admission.ts';
import { loadSheddingPlugin } from './load-shedding.ts';

/** Handlers that run until the test lets them finish, recording the order they started in. */
function gatedApp(maxActive: number, shedAfterMs = 0, maxWrites = maxActive) {
  const app = Fastify();
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const waited: number[] = [];
  const lanes = { reads: new Admission(maxActive), writes: new Admission(maxWrites) };
  void app.register(loadSheddingPlugin, {
    maxEventLoopDelayMs: shedAfterMs,
    retryAfterSeconds: 5,
    queueDelayMs: () => oldestWaitMs(lanes),
  });
  void app.register(admissionPlugin, {
    lanes,
    onWaited: (seconds) => waited.push(seconds),
  });
  const work = async (name: string) => {
    started.push(name);
    await new Promise<void>((resolve) => gates.set(name, resolve));
    return { done: name };
  };
  app.get<{ Params: { name: string } }>('/work/:name', (request) => work(request.params.name));
  app.post<{ Params: { name: string } }>('/work/:name', (request) => work(request.params.name));
  app.get('/fails', () => {
    throw new Error('boom');
  });
  app.post('/upload', (request) => ({ bytes: String(request.body).length }));
  // Written straight to the socket: Fastify runs no onSend hook for it.
  app.get('/raw', (_request, reply) => {
    reply.hijack();
    reply.raw.end('raw');
  });
  app.get('/quick', () => ({ ok: true }));
  const release = async (name: string) => {
    await expect.poll(() => gates.has(name)).toBe(true);
    gates.get(name)?.();
    gates.delete(name);
  };
  return { app, started, release, waited, lanes };
}

let open: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(open.map((app) => app.close()));
  open = [];
});

describe('admission of requests', () => {
  it('lets the set number work at once and the others start in arrival order', async () => {
    const { app, started, release, waited } = gatedApp(2);
    open.push(app);
    const answers = ['a', 'b', 'c', 'd'].map((name) =>
      app.inject({ method: 'GET', url: `/work/${name}` }),
    );
    await expect.poll(() => started.length).toBe(2);
    expect(started).toEqual(['a', 'b']);
    await release('b');
    await expect.poll(() => started).toEqual(['a', 'b', 'c']);
    await release('a');
    await expect.poll(() => started).toEqual(['a', 'b', 'c', 'd']);
    await release('c');
    await release('d');
    const bodies = await Promise.all(answers.map(async (answer) => (await answer).json()));
    expect(bodies).toEqual([{ done: 'a' }, { done: 'b' }, { done: 'c' }, { done: 'd' }]);
    expect(waited).toHaveLength(2);
  });

  it('gives the turn back when a request fails', async () => {
    const { app } = gatedApp(1);
    open.push(app);
    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/fails' })).statusCode).toBe(500);
    }
    expect((await app.inject({ method: 'GET', url: '/quick' })).json()).toEqual({ ok: true });
  });

  it('gives the turn back when an answer is written without the usual send', async () => {
    const { app } = gatedApp(1);
    open.push(app);
    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/raw' })).body).toBe('raw');
    }
    expect((await app.inject({ method: 'GET', url: '/quick' })).json()).toEqual({ ok: true });
  });

  it('does not give a turn to a request whose body is still arriving', async () => {
    const { app } = gatedApp(1);
    open.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const upload = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/upload',
      headers: { 'content-type': 'text/plain', 'content-length': '10' },
    });
    const uploaded = new Promise<string>((resolve, reject) => {
      upload.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          resolve(body);
        });
      });
      upload.on('error', reject);
    });
    upload.write('12345');
    // The only turn is free while the upload waits for the rest of its body.
    const quick = await fetch(`http://127.0.0.1:${String(port)}/quick`);
    expect(await quick.json()).toEqual({ ok: true });
    upload.end('67890');
    expect(JSON.parse(await uploaded)).toEqual({ bytes: 10 });
  });

  it('sheds new requests while the first in line has waited longer than the shedding limit', async () => {
    // The event loop stays idle: only the wait for a turn can make it shed.
    const { app, started, release, lanes } = gatedApp(1, 200);
    open.push(app);
    const working = app.inject({ method: 'GET', url: '/work/a' });
    await expect.poll(() => started).toEqual(['a']);
    const inLine = app.inject({ method: 'GET', url: '/work/b' });
    await expect.poll(() => oldestWaitMs(lanes)).toBeGreaterThan(200);
    const shed = await app.inject({ method: 'GET', url: '/quick' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    await release('a');
    await release('b');
    expect((await working).statusCode).toBe(200);
    expect((await inLine).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/quick' })).statusCode).toBe(200);
  });

  it('lets a write past the readers waiting in line, in a line of its own', async () => {
    const { app, started, release } = gatedApp(1, 0, 1);
    open.push(app);
    const reads = ['r1', 'r2', 'r3'].map((name) =>
      app.inject({ method: 'GET', url: `/work/${name}` }),
    );
    await expect.poll(() => started).toEqual(['r1']);
    const write = app.inject({ method: 'POST', url: '/work/w1' });
    await expect.poll(() => started).toEqual(['r1', 'w1']);
    await release('w1');
    expect((await write).json()).toEqual({ done: 'w1' });
    expect(started).toEqual(['r1', 'w1']);
    for (const name of ['r1', 'r2', 'r3']) {
      await release(name);
    }
    expect((await Promise.all(reads)).map((a) => a.statusCode)).toEqual([200, 200, 200]);
  });

  it('bounds the writes working at once too, in arrival order', async () => {
    const { app, started, release, waited } = gatedApp(5, 0, 1);
    open.push(app);
    const writes = ['w1', 'w2'].map((name) => app.inject({ method: 'POST', url: `/work/${name}` }));
    await expect.poll(() => started).toEqual(['w1']);
    // A read does not wait for the writes' line.
    const read = app.inject({ method: 'GET', url: '/work/r1' });
    await expect.poll(() => started).toEqual(['w1', 'r1']);
    await release('w1');
    await expect.poll(() => started).toEqual(['w1', 'r1', 'w2']);
    await release('w2');
    await release('r1');
    expect((await Promise.all([...writes, read])).map((a) => a.statusCode)).toEqual([
      200, 200, 200,
    ]);
    expect(waited).toHaveLength(1);
  });

  it('admits everything at once when the limit is 0', async () => {
    const { app, started, release } = gatedApp(0);
    open.push(app);
    const answers = ['a', 'b', 'c'].map((name) =>
      app.inject({ method: 'GET', url: `/work/${name}` }),
    );
    await expect.poll(() => started.length).toBe(3);
    await Promise.all(['a', 'b', 'c'].map(release));
    expect((await Promise.all(answers)).map((a) => a.statusCode)).toEqual([200, 200, 200]);
  });
});
