import { dashboardCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { envelope } from '../../plugins/envelope.ts';
import { dashboard } from './dashboard.service.ts';

/** The back-office dashboard, any staff user. */
export const dashboardRoutes = (ctx: AppContext) => [
  route(calls.get, async (request) => envelope(await dashboard(ctx, request.query))),
];
