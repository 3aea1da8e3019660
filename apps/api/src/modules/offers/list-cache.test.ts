import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './list-cache.ts';

describe('TtlCache', () => {
  it('shares one load between concurrent and repeated calls within the TTL', async () => {
    const cache = new TtlCache<number>(60_000);
    const load = vi.fn(() => Promise.resolve(42));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([42, 42]);
    expect(await cache.get('k', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get('other', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads after the TTL, never keeps failures, and is off with TTL 0', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000);
    let n = 0;
    const load = () => Promise.resolve((n += 1));
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('k', load)).toBe(2);
    vi.useRealTimers();
    await expect(cache.get('bad', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.get('bad', load)).toBe(3);
    const off = new TtlCache<number>(0);
    expect([await off.get('k', load), await off.get('k', load)]).toEqual([4, 5]);
  });

  it('keeps at most max entries, dropping the oldest', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    for (const k of ['a', 'b', 'c']) {
      await cache.get(k, () => Promise.resolve(k));
    }
    const load = vi.fn(() => Promise.resolve('new'));
    expect(await cache.get('c', load)).toBe('c');
    expect(await cache.get('a', load)).toBe('new');
  });
});
