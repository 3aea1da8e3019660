import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

const t = await createTestApp({ SHED_EVENT_LOOP_DELAY_MS: '50' });
const patient = await createTestApp({ SHED_EVENT_LOOP_DELAY_MS: '1000' });

/** Keeps the event loop busy, as a burst of heavy requests would. */
function block(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy
  }
}

const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

describe('load shedding', () => {
  it('answers 503 with Retry-After and the envelope while the event loop lags, then recovers', async () => {
    block(600);
    // The lag is seen at the next sample (every 100 ms).
    let res = await health();
    for (let i = 0; i < 20 && res.statusCode !== 503; i += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      block(300);
      res = await health();
    }
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      status: 500,
      mensaje: 'El portal está atendiendo muchas peticiones. Vuelve a intentarlo en unos segundos.',
      datos: null,
    });
    // Counted for Prometheus (portal_load_shed_total).
    const shed = (await t.ctx.metrics.loadShed.get()).values[0]?.value ?? 0;
    expect(shed).toBeGreaterThan(0);

    await expect
      .poll(async () => (await health()).statusCode, { timeout: 20_000, interval: 200 })
      .toBe(200);
  });

  it('does not shed while each turn of the loop stays under the limit, however busy', async () => {
    // Busy turns of 120 ms, longer than the 100 ms sampling, far under the 1,000 ms limit.
    for (let round = 0; round < 15; round += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      block(120);
      const res = await patient.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode, `round ${String(round)}`).toBe(200);
    }
  });
});
