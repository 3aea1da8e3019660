import type { CallSpec } from '@portal/contracts';
import { allCalls } from '@portal/contracts/all-calls';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

// Small limits, so that every public write shows its throttle within a few requests.
const t = await createTestApp({
  PUBLIC_WRITE_RATE_PER_MINUTE: '3',
  LOGIN_RATE_PER_MINUTE: '3',
  CONTACT_RATE_PER_HOUR: '3',
});

/** The largest limit a route sets for itself in code (error reports: 30 a minute). */
const HIGHEST_OWN_LIMIT = 30;

const publicWrites = allCalls.filter(
  (call: CallSpec) => call.auth === 'public' && call.method !== 'GET',
);
const urlOf = (call: CallSpec) => call.path.replace(/:[A-Za-z0-9_]+/g, '1');

describe('every write without a session is throttled per client', () => {
  it('finds the public writes', () => {
    expect(publicWrites.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/api/Alumno/logaUsuario', '/api/Publico/reportaError']),
    );
  });

  it.each(publicWrites.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s answers 429 with Retry-After once one address exceeds its limit',
    async (_name, call) => {
      const statuses: number[] = [];
      let retryAfter: string | string[] | undefined;
      for (let i = 0; i <= HIGHEST_OWN_LIMIT; i += 1) {
        const res = await t.app.inject({
          method: call.method,
          url: urlOf(call),
          remoteAddress: '203.0.113.77',
          payload: {},
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          retryAfter = res.headers['retry-after'];
          break;
        }
      }
      expect(statuses.at(-1)).toBe(429);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
    },
  );
});
