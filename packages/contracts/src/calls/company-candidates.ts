import { offerRefParamsSchema } from '../portal/applications.ts';
import {
  applicationParamsSchema,
  candidateCvSchema,
  candidateDocumentParamsSchema,
  candidateExportQuerySchema,
  changeApplicationStateBodySchema,
  companyCandidateSchema,
  companyCandidatesPageSchema,
  companyCandidatesQuerySchema,
} from '../portal/company-candidates.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const tags = ['Candidatos de la empresa'];
const auth = 'empresa';

/**
 * Candidates of the company's offers: the list with read/unread and state filter,
 * the CV (dameCandidato, marks it read), state changes through the state machine, and the list as
 * CSV or XLSX. Only applications to the company's own offers: anything else answers 404.
 */
export const companyCandidateCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameCandidatosProceso/:id',
    auth,
    summary: 'Candidates of one of the company offers, a page at a time',
    description:
      'Filters: application state and unread only; pages of porPagina (50, at most 100), newest application first, with the filtered total. An offer of another company: 4.',
    tags,
    params: offerRefParamsSchema,
    query: companyCandidatesQuerySchema,
    response: companyCandidatesPageSchema,
    codes: [Codes.OFFER_NOT_FOUND],
  }),
  export: defineCall({
    method: 'GET',
    path: '/api/Empresa/exportaCandidatosProceso/:id',
    auth,
    summary: 'The candidate list as a CSV or XLSX file',
    description: 'The candidate list as a file (CSV or XLSX), not an envelope.',
    tags,
    params: offerRefParamsSchema,
    query: candidateExportQuerySchema,
    response: fileResponse(
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ),
    codes: [Codes.OFFER_NOT_FOUND],
  }),
  cv: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameCandidato/:id',
    auth,
    summary: "A candidate's CV and application (marks it read)",
    description:
      'Hidden (515, HTTP 409) while the candidate has pre-enrolment documents to sign; an application to another company answers 404.',
    tags,
    params: applicationParamsSchema,
    response: candidateCvSchema,
    codes: [Codes.NOT_FOUND, Codes.SERVER_MESSAGE],
  }),
  document: defineCall({
    method: 'GET',
    path: '/api/Empresa/documentoCandidato/:idCandidatura/:idDocumento',
    auth,
    summary: "The candidate's own CV or academic record, as a file",
    description:
      'The stored file with its own MIME type. Hidden (515, HTTP 409) while the candidate has pre-enrolment documents to sign.',
    tags,
    params: candidateDocumentParamsSchema,
    response: fileResponse('application/pdf', 'application/octet-stream'),
    codes: [Codes.NOT_FOUND, Codes.SERVER_MESSAGE],
  }),
  changeState: defineCall({
    method: 'POST',
    path: '/api/Empresa/cambiaEstadoCandidatura',
    auth,
    summary: 'Move an application through the state machine',
    description:
      '14 from a final state, while the candidate has the next move or when someone else moved it first; 49 for a move the machine does not have. The candidate is notified.',
    tags,
    body: changeApplicationStateBodySchema,
    response: companyCandidateSchema,
    codes: [Codes.NOT_FOUND, Codes.STATE_CHANGE_NOT_ALLOWED, Codes.INVALID_STATUS_TRANSITION],
  }),
};
