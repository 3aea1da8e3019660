import { staffContentCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { currentUser } from '../../plugins/auth.ts';
import { requestLanguage as language, say } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  createCommunication,
  deleteCommunication,
  editCommunication,
  exportCommunications,
  listStaffCommunications,
} from './staff-communications.service.ts';

/** The careers office's communications: any staff user; every change is audited. */
export const staffCommunicationRoutes = (ctx: AppContext): BoundRoute[] => [
  route(calls.communications, async () => envelope(await listStaffCommunications(ctx))),
  route(calls.exportCommunications, async (request, reply) =>
    sendPrivateFile(reply, await exportCommunications(ctx, request.query, language(request))),
  ),
  route(calls.createCommunication, async (request) =>
    envelope(
      await createCommunication(ctx, currentUser(request), request.body, request.id),
      say(request, {
        es: 'La comunicación se ha guardado.',
        en: 'The communication has been saved.',
      }),
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
      say(request, {
        es: 'La comunicación se ha guardado.',
        en: 'The communication has been saved.',
      }),
    ),
  ),
  route(calls.deleteCommunication, async (request) => {
    await deleteCommunication(ctx, currentUser(request), request.params.id, request.id);
    return envelope(
      null,
      say(request, {
        es: 'La comunicación se ha borrado.',
        en: 'The communication has been deleted.',
      }),
    );
  }),
];
