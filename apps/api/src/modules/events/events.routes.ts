import { Codes, eventCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { sayCode } from '../../lib/language.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import {
  cancelEventEnrolment,
  enrolInEvent,
  eventCalendar,
  getEventSheet,
  listEvents,
} from './events.service.ts';

/** The enrolments shown are the candidate's; company and staff users see the events without any. */
const candidateOf = (request: Parameters<typeof currentUser>[0]) => {
  const user = currentUser(request);
  return user.role === 'alumno' ? user.id : null;
};

/** Events: list, sheet (candidate and public) and enrolment. */
export const eventRoutes = (ctx: AppContext): BoundRoute[] => [
  route(calls.list, async (request) => envelope(await listEvents(ctx, candidateOf(request)))),
  route(calls.sheet, async (request) =>
    envelope(await getEventSheet(ctx, request.params.id, { candidateId: candidateOf(request) })),
  ),
  route(calls.publicSheet, async (request) =>
    envelope(await getEventSheet(ctx, request.params.id, 'public')),
  ),
  route(calls.enrol, async (request) => {
    const result = await enrolInEvent(ctx, currentUser(request).id, request.body.idEvento);
    return envelope(result, sayCode(request, Codes.ENROLMENT_CONFIRMED));
  }),
  route(calls.cancel, async (request) =>
    envelope(await cancelEventEnrolment(ctx, currentUser(request).id, request.body.idEvento)),
  ),
  route(calls.calendar, async (request, reply) =>
    sendPrivateFile(reply, await eventCalendar(ctx, currentUser(request).id, request.params.id)),
  ),
];
