import http from 'node:http';
import { describe, expect, it } from 'vitest';
import type { JobDefinition } from './modules/scheduled-jobs/scheduler.ts';
import { drainAndClose } from './shutdown.ts';
import { createTestApp } from './test/test-app.ts';

/** A job that runs until released (or forever), to stop a process in the middle of it. */
function heldJob(name: string) {
  let release: () => void = () => undefined;
  let started: () => void = () => undefined;
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  const job: JobDefinition = {
    name,
    description: { es: 'Retenida', en: 'Held' },
    schedule: { everyMinutes: 60 },
    run: async () => {
      started();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return 'released';
    },
  };
  return {
    job,
    running,
    release: () => {
      release();
    },
  };
}

describe('graceful shutdown', () => {
  it('turns readiness off at once, waits for the running job and closes the server', async () => {
    const t = await createTestApp();
    const held = heldJob('held-job');
    t.ctx.jobs.register(held.job);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ticking = t.ctx.jobs.tick('held-job');
    await held.running;

    const stopping = drainAndClose(t.app, t.ctx, 10_000);
    expect(t.ctx.lifecycle.state).toBe('stopping');
    // Still draining: the job has not finished, so the stop has not either.
    let stopped = false;
    void stopping.then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);

    held.release();
    expect(await stopping).toBe(true);
    await ticking;
    await expect(fetch(`${url}/api/health/live`)).rejects.toThrow();
  });

  it('gives up waiting at the bound and says so', async () => {
    const t = await createTestApp();
    const held = heldJob('endless-job');
    t.ctx.jobs.register(held.job);
    void t.ctx.jobs.tick('endless-job');
    await held.running;
    expect(await drainAndClose(t.app, t.ctx, 50)).toBe(false);
    held.release();
  });

  it('lets a request already received finish while new connections are refused', async () => {
    const t = await createTestApp();
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A sign-in whose body is still arriving: received by the server, not yet answered.
    const body = JSON.stringify({
      eUsuario: 'nadie-en-el-cierre@test.es',
      ePassword: 'Segura123',
      eAmbito: 'PrivadoAlumno',
    });
    const received = new Promise((resolve) => t.app.server.once('request', resolve));
    const request = http.request(`${url}/api/Alumno/logaUsuario`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, text });
        });
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 20));
    await received;

    const stopping = drainAndClose(t.app, t.ctx, 30_000);
    let stopped = false;
    void stopping.then(() => {
      stopped = true;
    });
    // Nobody new gets in once the server stops listening…
    await expect
      .poll(() =>
        fetch(`${url}/api/health/live`).then(
          () => 'answered',
          () => 'refused',
        ),
      )
      .toBe('refused');
    expect(stopped).toBe(false);

    // …and the request it had received is answered in full, then the stop ends.
    request.end(body.slice(20));
    const answer = await answered;
    // The sign-in's own answer (no such user), not a refusal for closing.
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.text)).toEqual({
      status: 3,
      datos: null,
      mensaje: 'El usuario o la contraseña no son correctos.',
    });
    expect(await stopping).toBe(true);
  });
});
