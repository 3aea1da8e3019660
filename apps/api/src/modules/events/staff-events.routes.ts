import { staffContentCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { currentUser } from '../../plugins/auth.ts';
import { requestLanguage as language, say } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  createStaffEvent,
  editStaffEvent,
  exportStaffEvents,
  getStaffEvent,
  listStaffEvents,
} from './staff-events.service.ts';
import { exportEnrolled, listEnrolled, markAttendance } from './staff-event-enrolments.service.ts';

/** The careers office's events: any staff user; every change is audited. */
export const staffEventRoutes = (ctx: AppContext): BoundRoute[] => [
  route(calls.events, async (request) => envelope(await listStaffEvents(ctx, request.query))),
  route(calls.exportEvents, async (request, reply) =>
    sendPrivateFile(reply, await exportStaffEvents(ctx, request.query, language(request))),
  ),
  route(calls.event, async (request) => envelope(await getStaffEvent(ctx, request.params.id))),
  route(calls.createEvent, async (request) =>
    envelope(
      await createStaffEvent(ctx, currentUser(request), request.body, request.id),
      say(request, { es: 'El evento se ha creado.', en: 'The event has been created.' }),
    ),
  ),
  route(calls.editEvent, async (request) =>
    envelope(
      await editStaffEvent(ctx, currentUser(request), request.params.id, request.body, request.id),
      say(request, { es: 'El evento se ha guardado.', en: 'The event has been saved.' }),
    ),
  ),
  route(calls.enrolled, async (request) => envelope(await listEnrolled(ctx, request.params.id))),
  route(calls.exportEnrolled, async (request, reply) =>
    sendPrivateFile(
      reply,
      await exportEnrolled(ctx, request.params.id, request.query.formato, language(request)),
    ),
  ),
  route(calls.markAttendance, async (request) =>
    envelope(
      await markAttendance(ctx, currentUser(request), request.body, request.id),
      say(request, { es: 'La asistencia se ha guardado.', en: 'The attendance has been saved.' }),
    ),
  ),
];
