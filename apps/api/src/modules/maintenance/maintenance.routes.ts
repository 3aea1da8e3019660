import { maintenanceCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { envelope } from '../../plugins/envelope.ts';
import { activateGodMode } from './maintenance.service.ts';

/** POST /api/Publico/activarModoDios: /gma2019 checks the maintenance key on the server. */
export const maintenanceRoutes = (ctx: AppContext): BoundRoute[] => [
  route(calls.godMode, async (request) => envelope(activateGodMode(ctx, request.body.clave)), {
    rateLimit: { max: 10, timeWindow: '1 minute' },
  }),
];
