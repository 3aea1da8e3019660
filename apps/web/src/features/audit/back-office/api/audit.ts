import { auditCalls as calls, type AuditQuery } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, callHref } from '../../../../lib/api-client.ts';

export type AuditFilters = Omit<AuditQuery, 'pagina' | 'porPagina'>;
export const AUDIT_PAGE_SIZE = 25;

export const useAuditLog = (filters: AuditFilters, pagina: number) =>
  useQuery({
    queryKey: ['staff-audit', 'list', filters, pagina],
    queryFn: ({ signal }) =>
      callApi(calls.list, { query: { ...filters, pagina, porPagina: AUDIT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export const useAuditEntry = (id: number) =>
  useQuery({
    queryKey: ['staff-audit', 'entry', id],
    queryFn: ({ signal }) => callApi(calls.detail, { params: { id }, signal }),
  });

export const auditExportHref = (filters: AuditFilters, formato: 'csv' | 'xlsx') =>
  callHref(calls.exportList, { query: { ...filters, formato } });
