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
});
