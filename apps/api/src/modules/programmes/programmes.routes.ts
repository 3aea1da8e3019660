import { Codes, programmeCalls as calls, statusMessage } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage } from '../../lib/language.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { getProgrammeDetail, listActiveProgrammes, requestAdhesion } from './programmes.service.ts';

/** A candidate's view of a practice programme and adhesion to it (001 §4, §7). */
export const programmeRoutes = (ctx: AppContext) => [
  route(calls.listActive, async () => envelope(await listActiveProgrammes(ctx))),
  route(calls.detail, async (request) =>
    envelope(await getProgrammeDetail(ctx, currentUser(request).id, request.params.id)),
  ),
  route(calls.requestAdhesion, async (request) =>
    envelope(
      await requestAdhesion(ctx, currentUser(request).id, request.params.id),
      statusMessage(Codes.ENROLMENT_CONFIRMED, requestLanguage(request)).cuerpo,
    ),
  ),
];
