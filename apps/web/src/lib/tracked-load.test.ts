import { describe, expect, it, vi } from 'vitest';
import { loadOnce, tracked, type TrackedLoad } from './tracked-load.ts';

describe('tracked loads (read by React `use` without waiting)', () => {
  it('records a fulfilled value on the promise', async () => {
    const load = tracked(Promise.resolve('code'));
    expect(load.status).toBeUndefined();
    await expect(load).resolves.toBe('code');
    expect(load.status).toBe('fulfilled');
    expect(load.value).toBe('code');
  });

  it('records a failure, and the failure stays', async () => {
    const failure = new Error('chunk not found');
    const load = tracked(Promise.reject(failure));
    await expect(load).rejects.toBe(failure);
    expect(load.status).toBe('rejected');
    expect(load.reason).toBe(failure);
  });

  it('loads once: every call gets the same loading', async () => {
    const importer = vi.fn(() => Promise.resolve({ Navbar: 'navbar' }));
    const load = loadOnce(importer);
    const first = load();
    expect(load()).toBe(first);
    await first;
    expect((load() as TrackedLoad<unknown>).status).toBe('fulfilled');
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
