import { staffApplicationCalls as applicationCalls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { envelope } from '../../plugins/envelope.ts';
import { staffAct } from '../audit/staff-act.ts';
import { exportStaffInternships } from './staff-internships-export.ts';
import {
  downloadInternshipDocument,
  getStaffInternship,
  listStaffInternships,
} from './staff-internships.service.ts';

/** /gestion/practicas. */
export const staffInternshipRoutes = (ctx: AppContext) => [
  route(applicationCalls.internships, async (request) =>
    envelope(await listStaffInternships(ctx, request.query)),
  ),
  route(applicationCalls.internship, async (request) =>
    envelope(await getStaffInternship(ctx, request.params.id)),
  ),
  route(applicationCalls.internshipDocument, async (request, reply) =>
    sendPrivateFile(
      reply,
      await downloadInternshipDocument(ctx, staffAct(request), request.params.id),
    ),
  ),
  route(applicationCalls.exportInternships, async (request, reply) =>
    sendPrivateFile(
      reply,
      await exportStaffInternships(ctx, staffAct(request), request.query, language(request)),
    ),
  ),
];
