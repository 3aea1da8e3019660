import { scheduledJobCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { listScheduledJobs, runScheduledJobNow } from './scheduled-jobs.service.ts';

/** The scheduled-jobs page: administrators see each job's state and may run one now. */
export const scheduledJobRoutes = (ctx: AppContext) => [
  route(calls.list, async () => envelope({ tareas: await listScheduledJobs(ctx) })),
  route(calls.runNow, async (request) =>
    envelope(await runScheduledJobNow(ctx, currentUser(request), request.body.nombre, request.id)),
  ),
];
