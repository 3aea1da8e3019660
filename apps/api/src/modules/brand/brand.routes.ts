import { brandCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { envelope } from '../../plugins/envelope.ts';

/** Brand settings and the maintenance flag, read by the web client before anything else. */
export const brandRoutes = (ctx: AppContext): BoundRoute[] => [
  route(calls.config, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return envelope(await ctx.brand.get());
  }),
];
