import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Rate limits are opt-in per route (`config.rateLimit`). With REDIS_URL the counters are shared
 * by every process behind the load balancer; otherwise they live in this process.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl: string | undefined }) => {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, {
          connectTimeout: 500,
          maxRetriesPerRequest: 1,
          lazyConnect: false,
        })
      : undefined;
    // ioredis reconnects by itself; with skipOnError the limits simply pause meanwhile.
    redis?.on('error', (error: Error) => {
      app.log.warn({ err: error }, 'rate limit: Redis unavailable, retrying');
    });
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'portal-rl-' } : {}),
      skipOnError: true,
    });
    if (redis) {
      app.addHook('onClose', async () => {
        await redis.quit();
      });
    }
  },
);
