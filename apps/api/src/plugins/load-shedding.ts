import { Codes } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage } from '../lib/language.ts';

const busy = {
  es: 'El portal está atendiendo muchas peticiones. Vuelve a intentarlo en unos segundos.',
  en: 'The portal is handling many requests. Please try again in a few seconds.',
} as const;

/** How often the event loop's lag is sampled. */
const SAMPLE_MS = 100;

/**
 * Sheds load before requests time out: when the event loop lags more than
 * `maxEventLoopDelayMs`, or the first request waiting for a turn has waited longer, new requests
 * get 503 with Retry-After at once and the ones already accepted finish, instead of every client
 * waiting until its timeout. A load balancer sends the next requests to another process.
 * `maxEventLoopDelayMs` 0 turns it off.
 *
 * The lag is how late a timer set every SAMPLE_MS fires. @fastify/under-pressure, used before,
 * read the mean of a delay histogram and counted an interval without samples as an infinite
 * delay: under 50 connections, whose requests fill each turn of the loop, it shed some 90 % of
 * the offer-list requests although the answered ones took under 100 ms.
 */
export const loadSheddingPlugin = fp(
  (
    app: FastifyInstance,
    opts: {
      maxEventLoopDelayMs: number;
      retryAfterSeconds: number;
      onShed?: () => void;
      /** How long the first request waiting for a turn has waited (`admission.ts`). */
      queueDelayMs?: () => number;
    },
    done: () => void,
  ) => {
    if (opts.maxEventLoopDelayMs <= 0) {
      done();
      return;
    }
    let lag = 0;
    let expected = performance.now() + SAMPLE_MS;
    const timer = setInterval(() => {
      const now = performance.now();
      lag = Math.max(0, now - expected);
      expected = now + SAMPLE_MS;
    }, SAMPLE_MS);
    timer.unref();
    app.addHook('onClose', (_instance, closed) => {
      clearInterval(timer);
      closed();
    });
    // One log line per second of shedding, with how many requests it turned away.
    let shed = 0;
    let loggedAt = 0;
    app.addHook('onRequest', (request, reply, next) => {
      const queued = opts.queueDelayMs?.() ?? 0;
      if (lag <= opts.maxEventLoopDelayMs && queued <= opts.maxEventLoopDelayMs) {
        next();
        return;
      }
      shed += 1;
      opts.onShed?.();
      const now = Date.now();
      if (now - loggedAt >= 1000) {
        request.log.warn(
          { lagMs: Math.round(lag), queuedMs: Math.round(queued), shed },
          'load shed: event loop lag or wait for a turn over the limit',
        );
        loggedAt = now;
        shed = 0;
      }
      void reply
        .code(503)
        .header('retry-after', String(opts.retryAfterSeconds))
        .send({
          status: Codes.SERVICE_UNAVAILABLE,
          mensaje: busy[requestLanguage(request)],
          datos: null,
        });
    });
    done();
  },
);
