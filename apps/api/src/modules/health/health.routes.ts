import { healthCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { envelope } from '../../plugins/envelope.ts';
import { appVersion } from '../../version.ts';
import { readinessCheck } from './readiness.ts';
import { say } from '../../lib/language.ts';

/** Liveness, readiness and database state, for load balancers and the bench baseline. */
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
        return reply
          .code(503)
          .send(
            envelope(
              datos,
              say(request, { es: 'Base de datos no disponible', en: 'Database unavailable' }),
              500,
            ),
          );
      }
      return envelope(datos);
    }),
    route(calls.live, () => Promise.resolve(envelope({ vivo: true } as const))),
    route(calls.ready, async (request, reply) => {
      const datos = await readiness();
      if (datos.proceso !== 'ready' || datos.baseDeDatos !== 'ok' || datos.migraciones !== 'ok') {
        return reply
          .code(503)
          .send(
            envelope(
              datos,
              say(request, { es: 'El portal no está listo', en: 'The portal is not ready' }),
              500,
            ),
          );
      }
      return envelope(datos);
    }),
  ];
};
