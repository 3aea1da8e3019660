import { Codes, internshipRequestCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language, sayCode } from '../../lib/language.ts';
import { currentCompanyId, currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import {
  decideChangeRequest,
  exportChangeRequests,
  getStaffChangeRequest,
  listCompanyInternships,
  listStaffChangeRequests,
  requestInternshipAction,
} from './internship-requests.service.ts';

/** A company's internships and change requests (529); the careers office's decisions. */
export const internshipRequestRoutes = (ctx: AppContext) => [
  route(calls.companyInternships, async (request) =>
    envelope(await listCompanyInternships(ctx, currentCompanyId(request))),
  ),
  route(calls.requestAction, async (request) =>
    envelope(
      await requestInternshipAction(
        ctx,
        currentUser(request),
        currentCompanyId(request),
        request.body,
      ),
      sayCode(request, Codes.CHANGE_REQUEST_SENT),
    ),
  ),
  route(calls.staffList, async (request) =>
    envelope(await listStaffChangeRequests(ctx, request.query)),
  ),
  route(calls.staffGet, async (request) =>
    envelope(await getStaffChangeRequest(ctx, request.params.id)),
  ),
  route(calls.staffDecide, async (request) =>
    envelope(await decideChangeRequest(ctx, currentUser(request), request.body, request.id)),
  ),
  route(calls.staffExport, async (request, reply) =>
    sendPrivateFile(reply, await exportChangeRequests(ctx, request.query, language(request))),
  ),
];
