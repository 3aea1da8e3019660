import { contentPageCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  addFaq,
  deleteFaq,
  editFaq,
  getHelpPage,
  getOrientationPage,
  listStaffFaq,
  listStaffPages,
  orderFaq,
  saveStaffPage,
} from './content-pages.service.ts';
import { say } from '../../lib/language.ts';

/** Labour orientation and help: the readers' pages and the careers office's editor. */
export const contentPageRoutes = (ctx: AppContext): BoundRoute[] => [
  route(calls.orientation, async (request) =>
    envelope(await getOrientationPage(ctx, request.query.idioma)),
  ),
  route(calls.candidateHelp, async (request) =>
    envelope(await getHelpPage(ctx, 'alumno', request.query.idioma)),
  ),
  route(calls.companyHelp, async (request) =>
    envelope(await getHelpPage(ctx, 'empresa', request.query.idioma)),
  ),
  route(calls.staffPages, async () => envelope(await listStaffPages(ctx))),
  route(calls.staffSavePage, async (request) =>
    envelope(
      await saveStaffPage(ctx, currentUser(request), request.body, request.id),
      say(request, { es: 'La página se ha guardado.', en: 'The page has been saved.' }),
    ),
  ),
  route(calls.staffFaq, async (request) => envelope(await listStaffFaq(ctx, request.query))),
  route(calls.staffAddFaq, async (request) =>
    envelope(
      await addFaq(ctx, currentUser(request), request.body, request.id),
      say(request, { es: 'La pregunta se ha añadido.', en: 'The question has been added.' }),
    ),
  ),
  route(calls.staffEditFaq, async (request) =>
    envelope(
      await editFaq(ctx, currentUser(request), request.params.id, request.body, request.id),
      say(request, { es: 'La pregunta se ha guardado.', en: 'The question has been saved.' }),
    ),
  ),
  route(calls.staffDeleteFaq, async (request) => {
    await deleteFaq(ctx, currentUser(request), request.params.id, request.id);
    return envelope(
      null,
      say(request, { es: 'La pregunta se ha borrado.', en: 'The question has been deleted.' }),
    );
  }),
  route(calls.staffOrderFaq, async (request) =>
    envelope(
      await orderFaq(ctx, currentUser(request), request.body, request.id),
      say(request, {
        es: 'El orden de las preguntas se ha guardado.',
        en: 'The order of the questions has been saved.',
      }),
    ),
  ),
];
