import { companyProcessItemSchema, type CompanyProcessItem } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { searchFromFilters, type OfferListFilters } from '../lib/my-offers-filters.ts';
import { companyOfferKeys } from './company-offer-keys.ts';

const listSchema = z.array(companyProcessItemSchema);

/** The query string of the filters (flags as 'true', absent values left out). */
export function processQueryString(filters: OfferListFilters): string {
  const text = searchFromFilters(filters, undefined).toString();
  return text === '' ? '' : `?${text}`;
}

/** `GET /api/Empresa/dameProcesosEmpleoYpracticas` with the filters of "my offers". */
export function getCompanyProcesses(
  filters: OfferListFilters,
  signal?: AbortSignal,
): Promise<CompanyProcessItem[]> {
  return apiRequest(`/Empresa/dameProcesosEmpleoYpracticas${processQueryString(filters)}`, {
    signal,
    parse: (datos) => listSchema.parse(datos),
  });
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
