import { z } from 'zod';
import {
  staffBlockCandidateBodySchema,
  staffCandidateDocumentParamsSchema,
  staffCandidateExportQuerySchema,
  staffCandidateListSchema,
  staffCandidateParamsSchema,
  staffCandidateQuerySchema,
  staffCandidateRefBodySchema,
  staffCandidateSheetSchema,
  staffDeletionDecisionBodySchema,
  staffDeletionRejectBodySchema,
  staffVerifyCandidateBodySchema,
} from '../portal/staff-candidates.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const tags = ['Gestión (servicio de empleo)'];
const auth = 'gestor';

/**
 * Candidates in the back-office: search, sheet, block (90 with the office's
 * message at sign-in) and unblock, withdraw (32), RGPD export, and the deletion requests (517).
 */
export const staffCandidateCalls = {
  search: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameCandidatos',
    auth,
    summary: 'Candidates by name, DNI, email or degree',
    tags,
    query: staffCandidateQuerySchema,
    response: staffCandidateListSchema,
    codes: [],
  }),
  exportList: defineCall({
    method: 'GET',
    path: '/api/Gestion/exportaCandidatos',
    auth,
    summary: 'The candidates found, as CSV or XLSX',
    tags,
    query: staffCandidateExportQuerySchema,
    response: fileResponse(
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ),
    codes: [],
  }),
  sheet: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameCandidato/:id',
    auth,
    summary: 'A candidate: account, CV, applications, internships, documents, deletion requests',
    tags,
    params: staffCandidateParamsSchema,
    response: staffCandidateSheetSchema,
    codes: [Codes.NOT_FOUND],
  }),
  block: defineCall({
    method: 'POST',
    path: '/api/Gestion/bloquearCandidato',
    auth,
    summary: 'Block a candidate: sessions end; sign-in answers 90 with this message',
    tags,
    body: staffBlockCandidateBodySchema,
    response: staffCandidateSheetSchema,
    codes: [Codes.NOT_FOUND, Codes.SERVER_MESSAGE],
  }),
  verify: defineCall({
    method: 'POST',
    path: '/api/Gestion/verificaCandidato',
    auth,
    summary: "Verify or un-verify a candidate by hand (the university's own student or graduate)",
    description: 'Audited with the reason. 404 when the user is not a candidate.',
    tags,
    body: staffVerifyCandidateBodySchema,
    response: staffCandidateSheetSchema,
    codes: [Codes.NOT_FOUND],
  }),
  unblock: defineCall({
    method: 'POST',
    path: '/api/Gestion/desbloquearCandidato',
    auth,
    summary: 'Unblock a blocked candidate',
    tags,
    body: staffCandidateRefBodySchema,
    response: staffCandidateSheetSchema,
    codes: [Codes.NOT_FOUND, Codes.SERVER_MESSAGE],
  }),
  withdraw: defineCall({
    method: 'POST',
    path: '/api/Gestion/darDeBajaCandidato',
    auth,
    summary: 'Withdraw a candidate from the service: sessions end; sign-in answers 32',
    tags,
    body: staffCandidateRefBodySchema,
    response: staffCandidateSheetSchema,
    codes: [Codes.NOT_FOUND, Codes.SERVER_MESSAGE],
  }),
  exportPerson: defineCall({
    method: 'GET',
    path: '/api/Gestion/exportaDatosCandidato/:id',
    auth,
    summary: 'RGPD access request: every row of every table about the person, as JSON',
    tags,
    params: staffCandidateParamsSchema,
    response: fileResponse('application/json'),
    codes: [Codes.NOT_FOUND],
  }),
  cvPdf: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameCVCandidato/:id',
    auth,
    summary: 'The generated CV PDF of a candidate, as a company receives it (audited)',
    description:
      'Each download writes an audit row (who read whose CV). An anonymised candidate has no CV (404).',
    tags,
    params: staffCandidateParamsSchema,
    response: fileResponse('application/pdf'),
    codes: [Codes.NOT_FOUND],
  }),
  document: defineCall({
    method: 'GET',
    path: '/api/Gestion/descargaDocumentoCandidato/:id',
    auth,
    summary: 'Download one document of a candidate’s CV (audited)',
    description:
      'Each download writes an audit row naming the staff user, the candidate and the file.',
    tags,
    params: staffCandidateDocumentParamsSchema,
    response: fileResponse('application/octet-stream'),
    codes: [Codes.NOT_FOUND],
  }),
  approveDeletion: defineCall({
    method: 'POST',
    path: '/api/Gestion/aprobarSolicitudBaja',
    auth,
    summary: 'Approve a deletion request: the personal data are anonymised in one transaction',
    description:
      'Applications and internships stay for statistics without identity. 404 unknown request, 515 (409) already decided. The candidate is mailed first.',
    tags,
    body: staffDeletionDecisionBodySchema,
    response: z.null(),
    codes: [Codes.NOT_FOUND, Codes.SERVER_MESSAGE],
  }),
  rejectDeletion: defineCall({
    method: 'POST',
    path: '/api/Gestion/rechazarSolicitudBaja',
    auth,
    summary: 'Reject a deletion request with a reason mailed to the candidate',
    tags,
    body: staffDeletionRejectBodySchema,
    response: z.null(),
    codes: [Codes.NOT_FOUND, Codes.SERVER_MESSAGE],
  }),
};
