import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { fallbackRateLimitStore, RedisAvailability } from '../lib/redis-fallback.ts';

/**
 * Rate limits are opt-in per route (`config.rateLimit`). With REDIS_URL the counters are shared
 * by every process behind the load balancer; otherwise, and while Redis is unreachable (one
 * warning), they live in this process.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl: string | undefined }) => {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, {
          connectTimeout: 500,
          maxRetriesPerRequest: 1,
          // A command while disconnected fails at once and is counted here instead of waiting.
          enableOfflineQueue: false,
        })
      : undefined;
    const store = redis
      ? fallbackRateLimitStore(
          redis,
          new RedisAvailability(redis, app.log, 'rate limit'),
          'portal-rl-',
        )
      : undefined;
    await app.register(rateLimit, {
      global: false,
      ...(store ? { store: store as never } : {}),
      skipOnError: false,
    });
    if (redis) {
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => undefined);
      });
    }
  },
);
