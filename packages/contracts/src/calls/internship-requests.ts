import { z } from 'zod';
import {
  companyInternshipSchema,
  internshipActionBodySchema,
  internshipChangeRequestSchema,
  requestRefParamsSchema,
  staffChangeRequestSchema,
  staffChangeDecisionBodySchema,
  staffExportQuerySchema,
  staffRequestListQuerySchema,
} from '../portal/internship-requests.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const tags = ['Solicitudes de cambio de prácticas'];
const exportMime = fileResponse(
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
);

/**
 * A company's internships and its change requests (damePracticas,
 * solictitarAccionSobrePractica, 529) and the careers office's decision on them.
 */
export const internshipRequestCalls = {
  companyInternships: defineCall({
    method: 'GET',
    path: '/api/Empresa/damePracticas',
    auth: 'empresa',
    summary: "The company's internships with student, dates, tutor, state and requests",
    tags,
    response: z.array(companyInternshipSchema),
    codes: [],
  }),
  requestAction: defineCall({
    method: 'POST',
    path: '/api/Empresa/solictitarAccionSobrePractica',
    auth: 'empresa',
    summary: 'Ask the careers office to extend, end early, change the tutor of an internship (529)',
    description:
      "Another company's internship → 404; a finished or cancelled internship → 14 (HTTP 409); a pending request of the same kind for it → 515 (HTTP 409).",
    tags,
    body: internshipActionBodySchema,
    response: internshipChangeRequestSchema,
    codes: [Codes.NOT_FOUND, Codes.STATE_CHANGE_NOT_ALLOWED, Codes.SERVER_MESSAGE],
  }),
  staffList: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameSolicitudesCambioPracticas',
    auth: 'gestor',
    summary: 'Company change requests, pending first, with filters (estado, tipo = accion, texto)',
    tags,
    query: staffRequestListQuerySchema,
    response: z.array(staffChangeRequestSchema),
    codes: [],
  }),
  staffGet: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameSolicitudCambioPractica/:id',
    auth: 'gestor',
    summary: 'One change request with its internship',
    tags,
    params: requestRefParamsSchema,
    response: staffChangeRequestSchema,
    codes: [Codes.NOT_FOUND],
  }),
  staffDecide: defineCall({
    method: 'POST',
    path: '/api/Gestion/resolverSolicitudCambioPractica',
    auth: 'gestor',
    summary:
      'Approve or reject a pending change request (an approval applies it); the company is told',
    description:
      'A rejection needs a reason. An approval applies the change to the internship in the same ' +
      "transaction: 'ampliacion' needs nuevaFechaFin after the current end, " +
      "'finalizacion_anticipada' nuevaFechaFin from the start to before the current end (today " +
      "or earlier also finishes the internship), 'cambio_tutor' tutorNombre and tutorEmail, 'otra' " +
      'nothing. A missing or invalid field → 400 with datos.errores naming it; not pending, or an ' +
      'internship that has finished or been cancelled → 14 (HTTP 409).',
    tags,
    body: staffChangeDecisionBodySchema,
    response: staffChangeRequestSchema,
    codes: [Codes.NOT_FOUND, Codes.STATE_CHANGE_NOT_ALLOWED],
  }),
  staffExport: defineCall({
    method: 'GET',
    path: '/api/Gestion/exportaSolicitudesCambioPracticas',
    auth: 'gestor',
    summary: 'The filtered change requests as CSV or XLSX',
    tags,
    query: staffExportQuerySchema,
    response: exportMime,
    codes: [],
  }),
};
