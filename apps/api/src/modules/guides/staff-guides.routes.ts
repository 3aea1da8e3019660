import { staffContentCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { currentUser } from '../../plugins/auth.ts';
import { requestLanguage as language, say } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  createGuide,
  deleteGuide,
  editGuide,
  exportGuides,
  listStaffGuides,
} from './staff-guides.service.ts';

/** The careers office's guides: any staff user; every change is audited. */
export const staffGuideRoutes = (ctx: AppContext): BoundRoute[] => [
  route(calls.guides, async () => envelope(await listStaffGuides(ctx))),
  route(calls.exportGuides, async (request, reply) =>
    sendPrivateFile(reply, await exportGuides(ctx, request.query, language(request))),
  ),
  route(calls.createGuide, async (request) =>
    envelope(
      await createGuide(ctx, currentUser(request), request.body, request.id),
      say(request, { es: 'La guía se ha publicado.', en: 'The guide has been published.' }),
    ),
  ),
  route(calls.editGuide, async (request) =>
    envelope(
      await editGuide(ctx, currentUser(request), request.params.id, request.body, request.id),
      say(request, { es: 'La guía se ha guardado.', en: 'The guide has been saved.' }),
    ),
  ),
  route(calls.deleteGuide, async (request) => {
    await deleteGuide(ctx, currentUser(request), request.params.id, request.id);
    return envelope(
      null,
      say(request, { es: 'La guía se ha borrado.', en: 'The guide has been deleted.' }),
    );
  }),
];
