import { Codes, programmeCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { say, sayCode } from '../../lib/language.ts';
import { currentCompanyId, currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { getCompanyProgrammeDetail, requestCompanyAdhesion } from './company-programmes.service.ts';
import { getProgrammeDetail, listActiveProgrammes, requestAdhesion } from './programmes.service.ts';
import { decideCompanyAdhesion, listCompanyAdhesions } from './staff-company-adhesions.service.ts';

/** Practice programmes and adhesion to them, for candidates and companies. */
export const programmeRoutes = (ctx: AppContext) => [
  route(calls.listActive, async () => envelope(await listActiveProgrammes(ctx))),
  route(calls.detail, async (request) =>
    envelope(await getProgrammeDetail(ctx, currentUser(request).id, request.params.id)),
  ),
  route(calls.requestAdhesion, async (request) =>
    envelope(
      await requestAdhesion(ctx, currentUser(request).id, request.params.id),
      sayCode(request, Codes.ENROLMENT_CONFIRMED),
    ),
  ),
  route(calls.companyDetail, async (request) =>
    envelope(await getCompanyProgrammeDetail(ctx, currentCompanyId(request), request.params.id)),
  ),
  route(calls.companyRequestAdhesion, async (request) =>
    envelope(
      await requestCompanyAdhesion(
        ctx,
        { id: currentUser(request).id, companyId: currentCompanyId(request) },
        request.params.id,
      ),
      sayCode(request, Codes.ENROLMENT_CONFIRMED),
    ),
  ),
  route(calls.staffCompanyAdhesions, async (request) =>
    envelope(await listCompanyAdhesions(ctx, request.params.id, request.query)),
  ),
  route(calls.staffDecideCompanyAdhesion, async (request) =>
    envelope(
      await decideCompanyAdhesion(ctx, currentUser(request), request.body, request.id),
      request.body.decision === 'aceptada'
        ? say(request, {
            es: 'La adhesión se ha aceptado. Se ha avisado a la empresa.',
            en: 'The membership has been accepted. The company has been told.',
          })
        : say(request, {
            es: 'La adhesión se ha rechazado. Se ha avisado a la empresa.',
            en: 'The membership has been rejected. The company has been told.',
          }),
    ),
  ),
];
