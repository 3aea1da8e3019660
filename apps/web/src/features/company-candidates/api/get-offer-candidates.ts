import {
  companyCandidateCalls,
  type CompanyCandidatesPage,
  type CompanyCandidatesQuery,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { candidateKeys } from './candidate-keys.ts';

/** The filters of the candidate list (the export takes the same). */
export type CandidateFilters = Partial<Pick<CompanyCandidatesQuery, 'estado' | 'soloNoLeidos'>>;

/** Candidates shown per page. */
export const CANDIDATES_PER_PAGE = 50;

/** The query of the candidate filters (shared with the export): absent values left out. */
export function candidateQuery(filters: CandidateFilters) {
  return {
    estado: filters.estado,
    soloNoLeidos: filters.soloNoLeidos === true ? ('true' as const) : undefined,
  };
}

/**
 * `GET /api/Empresa/dameCandidatosProceso/{id}`: a page of the candidates of one of the company's
 * offers, with the filtered total.
 */
export function getOfferCandidates(
  offerId: string,
  filters: CandidateFilters,
  pagina: number,
  signal?: AbortSignal,
): Promise<CompanyCandidatesPage> {
  return callApi(companyCandidateCalls.list, {
    params: { id: offerId },
    query: { ...candidateQuery(filters), pagina, porPagina: CANDIDATES_PER_PAGE },
    signal,
  });
}

export const offerCandidatesQueryOptions = (
  offerId: string,
  filters: CandidateFilters,
  pagina: number,
) =>
  queryOptions({
    queryKey: candidateKeys.list(offerId, { ...filters, pagina }),
    queryFn: ({ signal }) => getOfferCandidates(offerId, filters, pagina, signal),
    placeholderData: keepPreviousData,
    // Opening a CV marks it read: come back to fresh read/unread marks.
    staleTime: 0,
  });

export function useOfferCandidates(offerId: string, filters: CandidateFilters, pagina: number) {
  return useQuery(offerCandidatesQueryOptions(offerId, filters, pagina));
}
