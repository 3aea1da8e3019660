import { describe, expect, it } from 'vitest';
import { LoginThrottle, memoryCounterStore } from './login-throttle.ts';

describe('login throttle', () => {
  it('counts per pair and per address, and lets the waits run out', async () => {
    let now = 0;
    const throttle = new LoginThrottle(
      memoryCounterStore(() => now),
      { maxPerPair: 2, maxPerAddress: 3, windowSeconds: 60 },
    );
    await throttle.recordFailure('a', 'Ana@demo.es');
    await throttle.assertAllowed('a', 'ana@demo.es');
    await throttle.recordFailure('a', 'ana@demo.es ');
    await expect(throttle.assertAllowed('a', 'ana@demo.es')).rejects.toMatchObject({
      code: 429,
      retryAfterSeconds: 60,
    });
    await throttle.assertAllowed('b', 'ana@demo.es');
    await throttle.assertAllowed('a', 'otra@demo.es');
    await throttle.recordFailure('a', 'otra@demo.es');
    await expect(throttle.assertAllowed('a', 'tercera@demo.es')).rejects.toMatchObject({
      code: 429,
    });
    now = 61_000;
    await throttle.assertAllowed('a', 'ana@demo.es');
  });

  it('forgets a pair after a right password', async () => {
    const throttle = new LoginThrottle(memoryCounterStore(), {
      maxPerPair: 2,
      maxPerAddress: 10,
      windowSeconds: 60,
    });
    await throttle.recordFailure('a', 'ana@demo.es');
    await throttle.recordSuccess('a', 'ana@demo.es');
    await throttle.recordFailure('a', 'ana@demo.es');
    await throttle.assertAllowed('a', 'ana@demo.es');
  });
});
