import { z } from 'zod';
import {
  accountDeletionRequestSchema,
  staffAccountDeletionItemSchema,
  staffDeletionExportQuerySchema,
  staffDeletionListQuerySchema,
} from '../portal/account-deletion.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

/** 'Solicitar baja': the candidate's request and the careers office's list and export. */
export const accountDeletionCalls = {
  request: defineCall({
    method: 'POST',
    path: '/api/Alumno/solicitarBajaServicio',
    auth: 'alumno',
    summary: 'Ask to be removed from the service (517)',
    description:
      'Brand flag canBorrarCuenta off → 403. Success 517 (in mensaje), also when a request is already pending (no second one is stored).',
    tags: ['Cuenta'],
    response: accountDeletionRequestSchema,
    codes: [Codes.FORBIDDEN, Codes.GENERIC_ERROR],
  }),
  staffList: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameSolicitudesBaja',
    auth: 'gestor',
    summary: 'Account-deletion requests of a state (pending unless asked, or todas), oldest first',
    tags: ['Gestión (servicio de empleo)'],
    query: staffDeletionListQuerySchema,
    response: z.array(staffAccountDeletionItemSchema),
    codes: [Codes.INVALID_INPUT],
  }),
  exportList: defineCall({
    method: 'GET',
    path: '/api/Gestion/exportaSolicitudesBaja',
    auth: 'gestor',
    summary:
      'The deletion requests of a state whose name, email or DNI has every word of texto, as CSV or XLSX',
    tags: ['Gestión (servicio de empleo)'],
    query: staffDeletionExportQuerySchema,
    response: fileResponse(
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ),
    codes: [Codes.INVALID_INPUT],
  }),
};
