import { Codes } from '@portal/contracts';
import type { Redis } from 'ioredis';
import { AppError } from '../../lib/app-error.ts';

/** Counters with an expiry: in this process, or in Redis when several processes share the load. */
export interface CounterStore {
  /** Adds one and returns the new count and the seconds until the counter expires. */
  increment(key: string, windowSeconds: number): Promise<{ count: number; ttl: number }>;
  peek(key: string): Promise<{ count: number; ttl: number }>;
  reset(key: string): Promise<void>;
}

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };
  const ttlOf = (expiresAt: number) => Math.max(1, Math.ceil((expiresAt - now()) / 1000));
  return {
    increment(key, windowSeconds) {
      if (counters.size > 100_000) {
        // Bounded memory: drop what has expired (an attacker rotating addresses cannot grow it).
        for (const k of counters.keys()) {
          live(k);
        }
      }
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      counters.set(key, entry);
      return Promise.resolve({ count: entry.count, ttl: ttlOf(entry.expiresAt) });
    },
    peek(key) {
      const entry = live(key);
      return Promise.resolve(
        entry ? { count: entry.count, ttl: ttlOf(entry.expiresAt) } : { count: 0, ttl: 0 },
      );
    },
    reset(key) {
      counters.delete(key);
      return Promise.resolve();
    },
  };
}

export function redisCounterStore(redis: Redis): CounterStore {
  return {
    async increment(key, windowSeconds) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(key)
        .expire(key, windowSeconds, 'NX')
        .ttl(key)
        .exec()) as [[null, number], [null, number], [null, number]];
      return { count, ttl: Math.max(1, ttl) };
    },
    async peek(key) {
      const [[, count], [, ttl]] = (await redis.multi().get(key).ttl(key).exec()) as [
        [null, string | null],
        [null, number],
      ];
      return { count: Number(count ?? 0), ttl: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(key);
    },
  };
}

export interface LoginThrottleOptions {
  /** Failures of one account from one address before that pair waits (LOGIN_MAX_ATTEMPTS). */
  maxPerPair: number;
  /** Failures from one address, whatever the accounts, before it waits. */
  maxPerAddress: number;
  /** How long the counters last, and so the longest wait (LOGIN_LOCK_MINUTES). */
  windowSeconds: number;
}

/**
 * Failed sign-ins are counted per (account, client address) and per client address, never per
 * account alone: a stranger who guesses wrong slows down only themselves (429 with Retry-After),
 * and the owner's right password from another address always works. The counted login is the
 * text typed, so an unknown account is counted exactly like an existing one.
 */
export class LoginThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly options: LoginThrottleOptions,
  ) {}

  private keys(address: string, login: string) {
    const account = login.trim().toLowerCase();
    return { pair: `portal-login:p:${address}:${account}`, address: `portal-login:a:${address}` };
  }

  /** Refuses (429, Retry-After) a client that has failed too often; call before checking. */
  async assertAllowed(address: string, login: string): Promise<void> {
    const keys = this.keys(address, login);
    const [pair, byAddress] = await Promise.all([
      this.store.peek(keys.pair),
      this.store.peek(keys.address),
    ]);
    const waits = [
      pair.count >= this.options.maxPerPair ? pair.ttl : 0,
      byAddress.count >= this.options.maxPerAddress ? byAddress.ttl : 0,
    ];
    const wait = Math.max(...waits);
    if (wait > 0) {
      throw new AppError(Codes.TOO_MANY_REQUESTS, { retryAfterSeconds: wait });
    }
  }

  async recordFailure(address: string, login: string): Promise<void> {
    const keys = this.keys(address, login);
    await Promise.all([
      this.store.increment(keys.pair, this.options.windowSeconds),
      this.store.increment(keys.address, this.options.windowSeconds),
    ]);
  }

  /** A right password clears that pair's failures (the address count runs its course). */
  async recordSuccess(address: string, login: string): Promise<void> {
    await this.store.reset(this.keys(address, login).pair);
  }
}
