import { applicationCalls as calls, Codes } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage, sayCode } from '../../lib/language.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  getMyApplication,
  listMyApplications,
  listMyInternshipApplicationsByState,
  reorderMyApplications,
} from './my-applications.service.ts';
import { acceptPreEnrolment, rejectPreEnrolment } from './pre-enrolment.service.ts';

/** My applications, the application sheet, order of preference and pre-enrolment answers. */
export const myApplicationRoutes = (ctx: AppContext) => [
  route(calls.listEmployment, async (request) =>
    envelope(await listMyApplications(ctx, currentUser(request).id, ['empleo'], request.query)),
  ),
  route(calls.listInternships, async (request) =>
    envelope(await listMyApplications(ctx, currentUser(request).id, ['practicas'], request.query)),
  ),
  route(calls.listGraduateInternships, async (request) =>
    envelope(
      await listMyApplications(ctx, currentUser(request).id, ['practicastitulados'], request.query),
    ),
  ),
  route(calls.listInternshipsByState, async (request) =>
    envelope(
      await listMyInternshipApplicationsByState(ctx, currentUser(request).id, request.query),
    ),
  ),
  route(calls.sheet, async (request) =>
    envelope(await getMyApplication(ctx, currentUser(request).id, request.params.id)),
  ),
  route(calls.reorder, async (request) =>
    envelope(await reorderMyApplications(ctx, currentUser(request).id, request.body.candidaturas)),
  ),
  route(calls.acceptPreEnrolment, async (request) => {
    const { result, status } = await acceptPreEnrolment(
      ctx,
      currentUser(request).id,
      request.body.urlOferta,
      requestLanguage(request),
    );
    const code =
      status === 108 ? Codes.DOCUMENTS_PENDING_SIGNATURE : Codes.PRE_ENROLMENT_RESPONSE_SAVED;
    return envelope(result, sayCode(request, code), status);
  }),
  route(calls.rejectPreEnrolment, async (request) =>
    envelope(
      await rejectPreEnrolment(
        ctx,
        currentUser(request).id,
        request.body.urlOferta,
        request.body.idMotivo,
      ),
      sayCode(request, Codes.PRE_ENROLMENT_RESPONSE_SAVED),
    ),
  ),
];
