import {
  staffApplicationDetailSchema,
  staffApplicationExportQuerySchema,
  staffApplicationListQuerySchema,
  staffApplicationListSchema,
  staffChangeApplicationStateBodySchema,
  staffRecordIdParamsSchema,
  staffInternshipDetailSchema,
  staffInternshipExportQuerySchema,
  staffInternshipListQuerySchema,
  staffInternshipListSchema,
} from '../portal/staff-applications.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const auth = 'gestor';
const tags = ['Gestión: candidaturas y prácticas'];
const xlsxOrCsv = fileResponse(
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
);

/** Applications and internships in the back-office. */
export const staffApplicationCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameCandidaturas',
    auth,
    summary: 'Applications by offer, company, state and text, newest change first',
    tags,
    query: staffApplicationListQuerySchema,
    response: staffApplicationListSchema,
    codes: [Codes.INVALID_INPUT],
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameCandidatura/:id',
    auth,
    summary: 'An application with its history and the states it may move to',
    tags,
    params: staffRecordIdParamsSchema,
    response: staffApplicationDetailSchema,
    codes: [Codes.NOT_FOUND],
  }),
  changeState: defineCall({
    method: 'POST',
    path: '/api/Gestion/cambiaEstadoCandidatura',
    auth,
    summary: 'Move an application with the company’s state machine; the candidate is told',
    description:
      'From a final state, or while the candidate has the next move → 14; a move the machine does not have → 49. Nothing is written.',
    tags,
    body: staffChangeApplicationStateBodySchema,
    response: staffApplicationDetailSchema,
    codes: [
      Codes.INVALID_INPUT,
      Codes.NOT_FOUND,
      Codes.STATE_CHANGE_NOT_ALLOWED,
      Codes.INVALID_STATUS_TRANSITION,
    ],
  }),
  export: defineCall({
    method: 'GET',
    path: '/api/Gestion/exportaCandidaturas',
    auth,
    summary: 'The filtered applications as XLSX or CSV',
    tags,
    query: staffApplicationExportQuerySchema,
    response: xlsxOrCsv,
    codes: [Codes.INVALID_INPUT],
  }),
  internships: defineCall({
    method: 'GET',
    path: '/api/Gestion/damePracticas',
    auth,
    summary: 'Internships by company, state and text, with their pending documents',
    tags,
    query: staffInternshipListQuerySchema,
    response: staffInternshipListSchema,
    codes: [Codes.INVALID_INPUT],
  }),
  internship: defineCall({
    method: 'GET',
    path: '/api/Gestion/damePractica/:id',
    auth,
    summary: 'An internship with its tutors and requested documents',
    tags,
    params: staffRecordIdParamsSchema,
    response: staffInternshipDetailSchema,
    codes: [Codes.NOT_FOUND],
  }),
  internshipDocument: defineCall({
    method: 'GET',
    path: '/api/Gestion/descargaDocumentoPractica/:id',
    auth,
    summary: 'Download the file delivered for a document of an internship (audited)',
    description:
      'The id is the document’s. A requested document with no file yet → 404. Each download writes an audit row.',
    tags,
    params: staffRecordIdParamsSchema,
    response: fileResponse('application/octet-stream'),
    codes: [Codes.NOT_FOUND],
  }),
  exportInternships: defineCall({
    method: 'GET',
    path: '/api/Gestion/exportaPracticas',
    auth,
    summary: 'The filtered internships as XLSX or CSV',
    tags,
    query: staffInternshipExportQuerySchema,
    response: xlsxOrCsv,
    codes: [Codes.INVALID_INPUT],
  }),
};
