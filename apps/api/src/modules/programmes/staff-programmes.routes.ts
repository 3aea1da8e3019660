import { staffContentCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { currentUser } from '../../plugins/auth.ts';
import { requestLanguage as language, say } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  createProgramme,
  editProgramme,
  exportProgrammes,
  listStaffProgrammes,
} from './staff-programmes.service.ts';
import { decideAdhesion, listAdhesions } from './staff-programme-adhesions.service.ts';

/** The careers office's practice programmes and their adhesions: any staff user; audited. */
export const staffProgrammeRoutes = (ctx: AppContext): BoundRoute[] => [
  route(calls.programmes, async () => envelope(await listStaffProgrammes(ctx))),
  route(calls.exportProgrammes, async (request, reply) =>
    sendPrivateFile(reply, await exportProgrammes(ctx, request.query, language(request))),
  ),
  route(calls.createProgramme, async (request) =>
    envelope(
      await createProgramme(ctx, currentUser(request), request.body, request.id),
      say(request, { es: 'El programa se ha creado.', en: 'The programme has been created.' }),
    ),
  ),
  route(calls.editProgramme, async (request) =>
    envelope(
      await editProgramme(ctx, currentUser(request), request.params.id, request.body, request.id),
      say(request, { es: 'El programa se ha guardado.', en: 'The programme has been saved.' }),
    ),
  ),
  route(calls.adhesions, async (request) =>
    envelope(await listAdhesions(ctx, request.params.id, request.query)),
  ),
  route(calls.decideAdhesion, async (request) =>
    envelope(
      await decideAdhesion(ctx, currentUser(request), request.body, request.id),
      request.body.decision === 'aceptada'
        ? say(request, {
            es: 'La adhesión se ha aceptado. Se ha avisado al estudiante.',
            en: 'The membership has been accepted. The student has been told.',
          })
        : say(request, {
            es: 'La adhesión se ha rechazado. Se ha avisado al estudiante.',
            en: 'The membership has been rejected. The student has been told.',
          }),
    ),
  ),
];
