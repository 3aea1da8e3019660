/**
 * A small per-process cache of promises with a time to live: concurrent identical requests share
 * one database round (single flight) and repeat requests within the TTL reuse it. Oldest entries
 * go first beyond `max`; failures are never kept.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 500,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) {
      return load();
    }
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      return hit.value;
    }
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => {
      this.entries.delete(key);
    });
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) {
        break;
      }
      this.entries.delete(oldest);
    }
    return value;
  }
}

const caches = new WeakMap<object, TtlCache<unknown>>();

/** The cache of one app (keyed by its context, so test apps never share entries). */
export function cacheFor<T>(owner: object, ttlSeconds: number): TtlCache<T> {
  let cache = caches.get(owner);
  if (!cache) {
    cache = new TtlCache<unknown>(ttlSeconds * 1000);
    caches.set(owner, cache);
  }
  return cache as TtlCache<T>;
}
