import {
  auditCalls as calls,
  auditSortKeys,
  listOrderOf,
  type AuditQuery,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListSort } from '../../../../components/list-kit/index.ts';
import { callApi, callHref } from '../../../../lib/api-client.ts';

export type AuditFilters = Omit<AuditQuery, 'pagina' | 'porPagina' | 'orden'>;
export const AUDIT_PAGE_SIZE = 25;

const auditOrder = (sort: ListSort | null) => listOrderOf(auditSortKeys, sort);

/** One page of the filtered log, in the order of the sorted header (newest first by default). */
export const useAuditLog = (filters: AuditFilters, pagina: number, sort: ListSort | null) =>
  useQuery({
    queryKey: ['staff-audit', 'list', filters, auditOrder(sort), pagina],
    queryFn: ({ signal }) =>
      callApi(calls.list, {
        query: { ...filters, orden: auditOrder(sort), pagina, porPagina: AUDIT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useAuditEntry = (id: number) =>
  useQuery({
    queryKey: ['staff-audit', 'entry', id],
    queryFn: ({ signal }) => callApi(calls.detail, { params: { id }, signal }),
  });

export const auditExportHref = (
  filters: AuditFilters,
  sort: ListSort | null,
  formato: 'csv' | 'xlsx',
) => callHref(calls.exportList, { query: { ...filters, orden: auditOrder(sort), formato } });
