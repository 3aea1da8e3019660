import { Codes, internshipProposalCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language, sayCode } from '../../lib/language.ts';
import { currentCompanyId, currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import {
  checkCif,
  checkContactEmail,
  listCandidateProposals,
  listCompanyProposals,
  proposeAsCandidate,
  proposeAsCompany,
} from './internship-proposals.service.ts';
import {
  decideProposal,
  exportProposals,
  getStaffProposal,
  listStaffProposals,
} from './staff-proposals.service.ts';

/** Internship proposals (/propuesta-practicas, 510) and the careers office's decisions. */
export const internshipProposalRoutes = (ctx: AppContext) => {
  return [
    route(calls.checkCif, async (request) => envelope(await checkCif(ctx, request.body.cif))),
    route(calls.checkContactEmail, async (request) =>
      envelope(await checkContactEmail(ctx, request.body.email)),
    ),
    route(calls.candidatePropose, async (request) =>
      envelope(
        await proposeAsCandidate(ctx, currentUser(request), request.body),
        sayCode(request, Codes.INTERNSHIP_PROPOSAL_REGISTERED),
      ),
    ),
    route(calls.candidateList, async (request) =>
      envelope(await listCandidateProposals(ctx, currentUser(request).id)),
    ),
    route(calls.companyPropose, async (request) =>
      envelope(
        await proposeAsCompany(ctx, currentUser(request), currentCompanyId(request), request.body),
        sayCode(request, Codes.INTERNSHIP_PROPOSAL_REGISTERED),
      ),
    ),
    route(calls.companyList, async (request) =>
      envelope(await listCompanyProposals(ctx, currentCompanyId(request))),
    ),
    route(calls.staffList, async (request) =>
      envelope(await listStaffProposals(ctx, request.query)),
    ),
    route(calls.staffGet, async (request) =>
      envelope(await getStaffProposal(ctx, request.params.id)),
    ),
    route(calls.staffDecide, async (request) =>
      envelope(await decideProposal(ctx, currentUser(request), request.body, request.id)),
    ),
    route(calls.staffExport, async (request, reply) =>
      sendPrivateFile(reply, await exportProposals(ctx, request.query, language(request))),
    ),
  ];
};
