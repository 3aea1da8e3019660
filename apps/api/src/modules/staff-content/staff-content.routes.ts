import { staffContentCalls as calls } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { currentUser } from '../../plugins/auth.ts';
import { requestLanguage as language } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  createCommunication,
  deleteCommunication,
  editCommunication,
  exportCommunications,
  listStaffCommunications,
} from '../communications/staff-communications.service.ts';
import {
  createStaffEvent,
  editStaffEvent,
  exportEnrolled,
  exportStaffEvents,
  getStaffEvent,
  listEnrolled,
  listStaffEvents,
  markAttendance,
} from '../events/staff-events.service.ts';
import {
  createGuide,
  deleteGuide,
  editGuide,
  exportGuides,
  listStaffGuides,
} from '../guides/staff-guides.service.ts';
import type { ExportFile } from '../internship-requests/request-export.ts';
import {
  createProgramme,
  decideAdhesion,
  editProgramme,
  exportProgrammes,
  listAdhesions,
  listStaffProgrammes,
} from '../programmes/staff-programmes.service.ts';

const sendExport = (reply: FastifyReply, file: ExportFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

/**
 * The careers office's content screens: events, guides, communications and
 * practice programmes. Any staff user; every change is audited.
 */
export const staffContentRoutes = (ctx: AppContext): BoundRoute[] => [
  route(calls.events, async (request) => envelope(await listStaffEvents(ctx, request.query))),
  route(calls.exportEvents, async (request, reply) =>
    sendPrivateFile(reply, await exportStaffEvents(ctx, request.query, language(request))),
  ),
  route(calls.event, async (request) => envelope(await getStaffEvent(ctx, request.params.id))),
  route(calls.createEvent, async (request) =>
    envelope(
      await createStaffEvent(ctx, currentUser(request), request.body, request.id),
      'El evento se ha creado.',
    ),
  ),
  route(calls.editEvent, async (request) =>
    envelope(
      await editStaffEvent(ctx, currentUser(request), request.params.id, request.body, request.id),
      'El evento se ha guardado.',
    ),
  ),
  route(calls.enrolled, async (request) => envelope(await listEnrolled(ctx, request.params.id))),
  route(calls.exportEnrolled, async (request, reply) =>
    sendExport(
      reply,
      await exportEnrolled(ctx, request.params.id, request.query.formato, language(request)),
    ),
  ),
  route(calls.markAttendance, async (request) =>
    envelope(
      await markAttendance(ctx, currentUser(request), request.body, request.id),
      'La asistencia se ha guardado.',
    ),
  ),
  route(calls.guides, async () => envelope(await listStaffGuides(ctx))),
  route(calls.exportGuides, async (request, reply) =>
    sendPrivateFile(reply, await exportGuides(ctx, request.query, language(request))),
  ),
  route(calls.createGuide, async (request) =>
    envelope(
      await createGuide(ctx, currentUser(request), request.body, request.id),
      'La guía se ha publicado.',
    ),
  ),
  route(calls.editGuide, async (request) =>
    envelope(
      await editGuide(ctx, currentUser(request), request.params.id, request.body, request.id),
      'La guía se ha guardado.',
    ),
  ),
  route(calls.deleteGuide, async (request) => {
    await deleteGuide(ctx, currentUser(request), request.params.id, request.id);
    return envelope(null, 'La guía se ha borrado.');
  }),
  route(calls.communications, async () => envelope(await listStaffCommunications(ctx))),
  route(calls.exportCommunications, async (request, reply) =>
    sendPrivateFile(reply, await exportCommunications(ctx, request.query, language(request))),
  ),
  route(calls.createCommunication, async (request) =>
    envelope(
      await createCommunication(ctx, currentUser(request), request.body, request.id),
      'La comunicación se ha guardado.',
    ),
  ),
  route(calls.editCommunication, async (request) =>
    envelope(
      await editCommunication(
        ctx,
        currentUser(request),
        request.params.id,
        request.body,
        request.id,
      ),
      'La comunicación se ha guardado.',
    ),
  ),
  route(calls.deleteCommunication, async (request) => {
    await deleteCommunication(ctx, currentUser(request), request.params.id, request.id);
    return envelope(null, 'La comunicación se ha borrado.');
  }),
  route(calls.programmes, async () => envelope(await listStaffProgrammes(ctx))),
  route(calls.exportProgrammes, async (request, reply) =>
    sendPrivateFile(reply, await exportProgrammes(ctx, request.query, language(request))),
  ),
  route(calls.createProgramme, async (request) =>
    envelope(
      await createProgramme(ctx, currentUser(request), request.body, request.id),
      'El programa se ha creado.',
    ),
  ),
  route(calls.editProgramme, async (request) =>
    envelope(
      await editProgramme(ctx, currentUser(request), request.params.id, request.body, request.id),
      'El programa se ha guardado.',
    ),
  ),
  route(calls.adhesions, async (request) =>
    envelope(await listAdhesions(ctx, request.params.id, request.query)),
  ),
  route(calls.decideAdhesion, async (request) =>
    envelope(
      await decideAdhesion(ctx, currentUser(request), request.body, request.id),
      request.body.decision === 'aceptada'
        ? 'La adhesión se ha aceptado. Se ha avisado al estudiante.'
        : 'La adhesión se ha rechazado. Se ha avisado al estudiante.',
    ),
  ),
];
