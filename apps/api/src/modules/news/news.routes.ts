import { newsCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { requestLanguage as language } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  createNews,
  deleteNews,
  editNews,
  exportStaffNews,
  getPublishedNews,
  getStaffNews,
  listPublishedNews,
  listStaffNews,
  publishNews,
} from './news.service.ts';

/** News and press room: public lists and sheets, and the careers office's editor. */
export const newsRoutes = (ctx: AppContext): BoundRoute[] => [
  route(calls.list, async (request) =>
    envelope(await listPublishedNews(ctx, request.query.tipo, request.query.pagina)),
  ),
  route(calls.get, async (request) => envelope(await getPublishedNews(ctx, request.params.id))),
  route(calls.staffList, async () => envelope(await listStaffNews(ctx))),
  route(calls.staffExport, async (request, reply) =>
    sendPrivateFile(reply, await exportStaffNews(ctx, request.query, language(request))),
  ),
  route(calls.staffGet, async (request) => envelope(await getStaffNews(ctx, request.params.id))),
  route(calls.create, async (request) =>
    envelope(await createNews(ctx, currentUser(request), request.body)),
  ),
  route(calls.edit, async (request) =>
    envelope(await editNews(ctx, currentUser(request), request.params.id, request.body)),
  ),
  route(calls.publish, async (request) =>
    envelope(
      await publishNews(ctx, currentUser(request), request.params.id, request.body.publicada),
    ),
  ),
  route(calls.remove, async (request) =>
    envelope(await deleteNews(ctx, currentUser(request), request.params.id)),
  ),
];
