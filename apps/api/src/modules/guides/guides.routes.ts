import { guideCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { envelope } from '../../plugins/envelope.ts';
import { listOrientationGuides } from './guides.service.ts';

/** GET /api/Alumno/dameGuiaOrientacion (candidate GET calls). */
export const guideRoutes = (ctx: AppContext): BoundRoute[] => [
  route(calls.list, async () => envelope(await listOrientationGuides(ctx))),
];
