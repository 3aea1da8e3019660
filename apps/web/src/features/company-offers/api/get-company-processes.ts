import { companyProcessCalls, type CompanyProcessItem } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { OfferListFilters } from '../lib/my-offers-filters.ts';
import { companyOfferKeys } from './company-offer-keys.ts';

const flag = (on: boolean | undefined) => (on === true ? ('true' as const) : undefined);

/** The query of the filters (flags as 'true', absent values left out). */
export function processQuery(filters: OfferListFilters) {
  return {
    estado: filters.estado,
    date: filters.date,
    titulo: filters.titulo,
    type: filters.type,
    omitirLeidos: flag(filters.omitirLeidos),
    caducanPronto: flag(filters.caducanPronto),
    soloConCandidatos: flag(filters.soloConCandidatos),
  };
}

/** `GET /api/Empresa/dameProcesosEmpleoYpracticas` with the filters of "my offers". */
export function getCompanyProcesses(
  filters: OfferListFilters,
  signal?: AbortSignal,
): Promise<CompanyProcessItem[]> {
  return callApi(companyProcessCalls.list, { query: processQuery(filters), signal });
}

export const companyProcessesQueryOptions = (filters: OfferListFilters) =>
  queryOptions({
    queryKey: companyOfferKeys.list(filters),
    queryFn: ({ signal }) => getCompanyProcesses(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanyProcesses(filters: OfferListFilters) {
  return useQuery(companyProcessesQueryOptions(filters));
}
