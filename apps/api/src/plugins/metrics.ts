import { timingSafeEqual } from 'node:crypto';
import { Codes } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PortalMetrics } from '../lib/metrics.ts';

export interface MetricsOptions {
  metrics: PortalMetrics;
  /** Bearer token that may read /metrics (METRICS_TOKEN). */
  token: string | undefined;
  /** Client addresses that may read it without the token (METRICS_ALLOW). */
  allow: readonly string[];
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

function mayRead(request: FastifyRequest, options: MetricsOptions): boolean {
  if (options.allow.includes(request.ip)) {
    return true;
  }
  const header = request.headers.authorization ?? '';
  return (
    options.token !== undefined &&
    header.startsWith('Bearer ') &&
    sameSecret(header.slice('Bearer '.length), options.token)
  );
}

/**
 * Counts every answer by route pattern (never the raw URL: ids and query strings would make a
 * series per request) and serves /metrics in Prometheus' text format to whoever holds
 * METRICS_TOKEN or comes from METRICS_ALLOW: 401 to anyone else, 404 when neither is configured
 * (the endpoint does not exist for the public).
 */
export const metricsPlugin = fp(
  (app: FastifyInstance, options: MetricsOptions, done: () => void) => {
    const { metrics } = options;
    app.addHook('onResponse', (request, reply, next) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const method = request.method;
      metrics.requests.inc({ route, method, status: String(reply.statusCode) });
      metrics.latency.observe({ route, method }, reply.elapsedTime / 1000);
      next();
    });
    const configured = options.token !== undefined || options.allow.length > 0;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!configured) {
        return reply
          .code(404)
          .send({ status: Codes.NOT_FOUND, datos: null, mensaje: 'No encontrado' });
      }
      if (!mayRead(request, options)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ status: Codes.SESSION_LOST, datos: null, mensaje: 'No autorizado' });
      }
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.registry.metrics());
    });
    done();
  },
);
