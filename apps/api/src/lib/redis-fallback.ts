import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { CounterStore } from '../modules/auth/login-throttle.ts';

/**
 * Whether Redis can be used now, and one warning per outage: while it is unreachable, counters
 * live in this process (each process limits on its own, a little more lenient than shared
 * limits, never an outage), and they go back to Redis as soon as it answers again.
 */
export class RedisAvailability {
  private degraded = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
    private readonly what: string,
  ) {
    redis.on('ready', () => {
      if (this.degraded) {
        this.degraded = false;
        log.info(`${what}: Redis is back, counters are shared again`);
      }
    });
    // ioredis reconnects by itself; its errors are reported through `failed` once per outage.
    redis.on('error', (error: Error) => {
      this.failed(error);
    });
  }

  /** Connected now (commands are not queued while it reconnects). */
  usable(): boolean {
    return this.redis.status === 'ready';
  }

  failed(error: unknown): void {
    if (!this.degraded) {
      this.degraded = true;
      this.log.warn(
        { err: error },
        `${this.what}: Redis unreachable, counting in this process until it is back`,
      );
    }
  }
}

/** A CounterStore on Redis that uses `local` whenever Redis cannot answer. */
export function fallbackCounterStore(
  shared: CounterStore,
  local: CounterStore,
  availability: RedisAvailability,
): CounterStore {
  const either =
    <A extends unknown[], R>(call: (store: CounterStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (availability.usable()) {
        try {
          return await call(shared, ...args);
        } catch (error) {
          availability.failed(error);
        }
      } else {
        availability.failed(new Error(`Redis not connected`));
      }
      return call(local, ...args);
    };
  return {
    increment: either((store, key: string, windowSeconds: number) =>
      store.increment(key, windowSeconds),
    ),
    peek: either((store, key: string) => store.peek(key)),
    reset: either((store, key: string) => store.reset(key)),
  };
}

type Incr = (
  key: string,
  cb: (error: Error | null, result?: { current: number; ttl: number }) => void,
  timeWindow: number,
  max: number,
) => void;
interface RateLimitStore {
  incr: Incr;
  child(routeOptions: unknown): RateLimitStore;
}
type StoreCtor<A extends unknown[]> = new (...args: A) => RateLimitStore;

// @fastify/rate-limit's own stores (CommonJS, not in its typed entry): the same counting rules
// whichever one answers.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor<
  [boolean, boolean, Redis, string]
>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor<
  [boolean, boolean]
>;

class FallbackStore implements RateLimitStore {
  constructor(
    private readonly shared: RateLimitStore,
    private readonly local: RateLimitStore,
    private readonly availability: RedisAvailability,
  ) {}

  incr: Incr = (key, cb, timeWindow, max) => {
    if (!this.availability.usable()) {
      this.availability.failed(new Error('Redis not connected'));
      this.local.incr(key, cb, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (error) {
          this.availability.failed(error);
          this.local.incr(key, cb, timeWindow, max);
        } else {
          cb(null, result);
        }
      },
      timeWindow,
      max,
    );
  };

  child(routeOptions: unknown): RateLimitStore {
    return new FallbackStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.availability,
    );
  }
}

/** The `store` option of @fastify/rate-limit: Redis, or this process's counters meanwhile. */
export function fallbackRateLimitStore(
  redis: Redis,
  availability: RedisAvailability,
  nameSpace: string,
) {
  return class extends FallbackStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        availability,
      );
    }
  };
}
