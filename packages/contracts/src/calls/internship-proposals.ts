import { z } from 'zod';
import {
  candidateProposalBodySchema,
  checkCifBodySchema,
  checkContactEmailBodySchema,
  checkedCifSchema,
  checkedContactEmailSchema,
  companyProposalBodySchema,
  internshipProposalSchema,
  staffProposalSchema,
} from '../portal/internship-proposals.ts';
import {
  requestRefParamsSchema,
  staffDecisionBodySchema,
  staffExportQuerySchema,
  staffRequestListQuerySchema,
} from '../portal/internship-requests.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const tags = ['Propuestas de prácticas'];

/**
 * /propuesta-practicas (compruebaCIF, compruebaEmailContactoEmpresa, solicitudPractica,
 * 510): a candidate proposes an internship at a company, a company proposes one for a student;
 * the careers office decides and the proposer is told.
 */
export const internshipProposalCalls = {
  checkCif: defineCall({
    method: 'POST',
    path: '/api/Alumno/compruebaCIF',
    auth: 'alumno',
    summary: 'Check a company tax id; says whether the company is registered',
    tags,
    body: checkCifBodySchema,
    response: checkedCifSchema,
    codes: [Codes.INVALID_TAX_ID],
  }),
  checkContactEmail: defineCall({
    method: 'POST',
    path: '/api/Alumno/compruebaEmailContactoEmpresa',
    auth: 'alumno',
    summary: "Check the company contact's email; says whether it is a known company address",
    tags,
    body: checkContactEmailBodySchema,
    response: checkedContactEmailSchema,
    codes: [],
  }),
  candidatePropose: defineCall({
    method: 'POST',
    path: '/api/Alumno/solicitudPractica',
    auth: 'alumno',
    summary: 'Propose an internship at a company (510)',
    description: 'A pending proposal for the same company tax id → 515 (HTTP 409).',
    tags,
    body: candidateProposalBodySchema,
    response: internshipProposalSchema,
    codes: [Codes.INVALID_TAX_ID, Codes.SERVER_MESSAGE],
  }),
  candidateList: defineCall({
    method: 'GET',
    path: '/api/Alumno/damePropuestasPracticas',
    auth: 'alumno',
    summary: 'My internship proposals with their state',
    tags,
    response: z.array(internshipProposalSchema),
    codes: [],
  }),
  companyPropose: defineCall({
    method: 'POST',
    path: '/api/Empresa/propuestaPracticas',
    auth: 'empresa',
    summary: 'Propose an internship for a student by identity document (510; 509 when nobody)',
    description: 'A pending proposal of the company for the same student → 515 (HTTP 409).',
    tags,
    body: companyProposalBodySchema,
    response: internshipProposalSchema,
    codes: [Codes.NO_CANDIDATE_WITH_DOCUMENT, Codes.SERVER_MESSAGE],
  }),
  companyList: defineCall({
    method: 'GET',
    path: '/api/Empresa/damePropuestasPracticas',
    auth: 'empresa',
    summary: "The company's internship proposals with their state",
    tags,
    response: z.array(internshipProposalSchema),
    codes: [],
  }),
  staffList: defineCall({
    method: 'GET',
    path: '/api/Gestion/damePropuestasPracticas',
    auth: 'gestor',
    summary: 'Internship proposals, pending first, with filters (estado, tipo = origen, texto)',
    tags,
    query: staffRequestListQuerySchema,
    response: z.array(staffProposalSchema),
    codes: [],
  }),
  staffGet: defineCall({
    method: 'GET',
    path: '/api/Gestion/damePropuestaPracticas/:id',
    auth: 'gestor',
    summary: 'One internship proposal',
    tags,
    params: requestRefParamsSchema,
    response: staffProposalSchema,
    codes: [Codes.NOT_FOUND],
  }),
  staffDecide: defineCall({
    method: 'POST',
    path: '/api/Gestion/resolverPropuestaPracticas',
    auth: 'gestor',
    summary: 'Approve or reject a pending proposal; the proposer is told',
    description: 'Not pending → 14 (HTTP 409). A rejection needs a reason.',
    tags,
    body: staffDecisionBodySchema,
    response: staffProposalSchema,
    codes: [Codes.NOT_FOUND, Codes.STATE_CHANGE_NOT_ALLOWED],
  }),
  staffExport: defineCall({
    method: 'GET',
    path: '/api/Gestion/exportaPropuestasPracticas',
    auth: 'gestor',
    summary: 'The filtered proposals as CSV or XLSX',
    tags,
    query: staffExportQuerySchema,
    response: fileResponse(
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ),
    codes: [],
  }),
};
