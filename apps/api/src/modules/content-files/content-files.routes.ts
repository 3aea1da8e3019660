import { contentFileCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { contentDisposition, sendPrivateFile } from '../../lib/send-file.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { getContentFile, uploadContentFile } from './content-files.service.ts';
import { say } from '../../lib/language.ts';

/** Uploads of the back-office content forms and the addresses that serve them. */
export const contentFileRoutes = (ctx: AppContext): BoundRoute[] => [
  route(calls.upload, async (request) =>
    envelope(
      await uploadContentFile(ctx, currentUser(request), request.body, request.id),
      say(request, { es: 'El fichero se ha subido.', en: 'The file has been uploaded.' }),
    ),
  ),
  // Public images never change under their key: cached for a day, shown inline.
  route(calls.publicFile, async (request, reply) => {
    const file = await getContentFile(ctx, request.params.clave, { publicOnly: true });
    return reply
      .type(file.mime)
      .header('cache-control', 'public, max-age=86400, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition('inline', file.nombre))
      .send(file.data);
  }),
  route(calls.file, async (request, reply) => {
    const file = await getContentFile(ctx, request.params.clave, { publicOnly: false });
    return sendPrivateFile(reply, file, file.mime.startsWith('image/') ? 'inline' : 'attachment');
  }),
];
