import { healthCalls as calls } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { envelope } from '../../plugins/envelope.ts';
import { appVersion } from '../../version.ts';
import { readinessCheck } from './readiness.ts';
import { say } from '../../lib/language.ts';

/** Liveness, readiness and database state, for load balancers and the bench baseline. */
/** 503 with the envelope: a balancer takes this process out of rotation. */
const unavailable = (reply: FastifyReply, answer: object) => reply.code(503).send(answer);

export const healthRoutes = (ctx: AppContext): BoundRoute[] => {
  const readiness = readinessCheck(ctx);
  return [
    route(calls.health, async (request, reply) => {
      const ok = await ctx.database.ping().catch(() => false);
      const datos = {
        baseDeDatos: ok ? 'ok' : 'error',
        motor: ctx.database.kind,
        version: appVersion,
      } as const;
      if (!ok) {
        const message = { es: 'Base de datos no disponible', en: 'Database unavailable' };
        return unavailable(reply, envelope(datos, say(request, message), 500));
      }
      return envelope(datos);
    }),
    route(calls.live, () => Promise.resolve(envelope({ vivo: true } as const))),
    route(calls.ready, async (request, reply) => {
      const datos = await readiness();
      if (datos.proceso !== 'ready' || datos.baseDeDatos !== 'ok' || datos.migraciones !== 'ok') {
        const message = { es: 'El portal no está listo', en: 'The portal is not ready' };
        return unavailable(reply, envelope(datos, say(request, message), 500));
      }
      return envelope(datos);
    }),
  ];
};
