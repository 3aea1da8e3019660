import { staffApplicationCalls as applicationCalls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language, say } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { envelope } from '../../plugins/envelope.ts';
import { staffAct } from '../audit/staff-act.ts';
import { exportStaffApplications } from './staff-applications-export.ts';
import {
  changeStaffApplicationState,
  getStaffApplication,
  listStaffApplications,
} from './staff-applications.service.ts';

/** /gestion/candidaturas. */
export const staffApplicationRoutes = (ctx: AppContext) => [
  route(applicationCalls.list, async (request) =>
    envelope(await listStaffApplications(ctx, request.query)),
  ),
  route(applicationCalls.detail, async (request) =>
    envelope(await getStaffApplication(ctx, request.params.id)),
  ),
  route(applicationCalls.changeState, async (request) =>
    envelope(
      await changeStaffApplicationState(ctx, staffAct(request), request.body),
      say(request, {
        es: 'El estado de la candidatura se ha cambiado.',
        en: "The application's state has been changed.",
      }),
    ),
  ),
  route(applicationCalls.export, async (request, reply) =>
    sendPrivateFile(
      reply,
      await exportStaffApplications(ctx, staffAct(request), request.query, language(request)),
    ),
  ),
];
