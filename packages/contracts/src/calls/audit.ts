import {
  auditDetailSchema,
  auditExportQuerySchema,
  auditListSchema,
  auditQuerySchema,
  auditRefParamsSchema,
} from '../portal/audit.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const tags = ['Gestión (servicio de empleo)'];

/** The audit log of every staff action: search, detail, export. */
export const auditCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameAuditoria',
    auth: 'gestor',
    summary: 'Audit log: who, action, entity, date range and free text; newest first',
    tags,
    query: auditQuerySchema,
    response: auditListSchema,
    codes: [],
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameAuditoria/:id',
    auth: 'gestor',
    summary: 'One audit row with its before/after records and the fields that changed',
    tags,
    params: auditRefParamsSchema,
    response: auditDetailSchema,
    codes: [Codes.NOT_FOUND],
  }),
  exportList: defineCall({
    method: 'GET',
    path: '/api/Gestion/exportaAuditoria',
    auth: 'gestor',
    summary: 'The filtered audit log as CSV or XLSX (at most 10 000 rows)',
    tags,
    query: auditExportQuerySchema,
    response: fileResponse(
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ),
    codes: [],
  }),
};
