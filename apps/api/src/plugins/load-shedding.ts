import underPressure from '@fastify/under-pressure';
import { Codes } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage } from '../lib/language.ts';

const busy = {
  es: 'El portal está atendiendo muchas peticiones. Vuelve a intentarlo en unos segundos.',
  en: 'The portal is handling many requests. Please try again in a few seconds.',
} as const;

/**
 * Sheds load before requests time out (issue 18): when the event loop lags more than
 * `maxEventLoopDelayMs` (sampled every 100 ms), new requests get 503 with Retry-After at once and
 * the ones already accepted finish, instead of every client waiting until its timeout. A load
 * balancer sends the next requests to another process. `maxEventLoopDelayMs` 0 turns it off.
 */
export const loadSheddingPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { maxEventLoopDelayMs: number; retryAfterSeconds: number },
  ) => {
    if (opts.maxEventLoopDelayMs <= 0) {
      return;
    }
    await app.register(underPressure, {
      maxEventLoopDelay: opts.maxEventLoopDelayMs,
      sampleInterval: 100,
      retryAfter: opts.retryAfterSeconds,
      pressureHandler: (request, reply) => {
        request.log.warn('load shed: event loop delay over the limit');
        void reply
          .code(503)
          .header('retry-after', String(opts.retryAfterSeconds))
          .send({
            status: Codes.SERVICE_UNAVAILABLE,
            mensaje: busy[requestLanguage(request)],
            datos: null,
          });
      },
    });
  },
);
