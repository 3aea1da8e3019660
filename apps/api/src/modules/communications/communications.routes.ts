import { communicationCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { envelope } from '../../plugins/envelope.ts';
import { listCommunications } from './communications.service.ts';

/** GET /{role}/dameComunicaciones (shared calls). */
export const communicationRoutes = (ctx: AppContext): BoundRoute[] => [
  route(calls.candidate, async () => envelope(await listCommunications(ctx, 'alumno'))),
  route(calls.company, async () => envelope(await listCommunications(ctx, 'empresa'))),
];
