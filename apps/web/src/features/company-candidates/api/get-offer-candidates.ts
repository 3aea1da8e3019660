import {
  companyCandidateCalls,
  type CompanyCandidate,
  type CompanyCandidatesQuery,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { candidateKeys } from './candidate-keys.ts';

export type CandidateFilters = Partial<CompanyCandidatesQuery>;

/** The query of the candidate filters (shared with the export): absent values left out. */
export function candidateQuery(filters: CandidateFilters) {
  return {
    estado: filters.estado,
    soloNoLeidos: filters.soloNoLeidos === true ? ('true' as const) : undefined,
  };
}

/** `GET /api/Empresa/dameCandidatosProceso/{id}`: the candidates of one of the company's offers. */
export function getOfferCandidates(
  offerId: string,
  filters: CandidateFilters,
  signal?: AbortSignal,
): Promise<CompanyCandidate[]> {
  return callApi(companyCandidateCalls.list, {
    params: { id: offerId },
    query: candidateQuery(filters),
    signal,
  });
}

export const offerCandidatesQueryOptions = (offerId: string, filters: CandidateFilters) =>
  queryOptions({
    queryKey: candidateKeys.list(offerId, filters),
    queryFn: ({ signal }) => getOfferCandidates(offerId, filters, signal),
    placeholderData: keepPreviousData,
    // Opening a CV marks it read: come back to fresh read/unread marks.
    staleTime: 0,
  });

export function useOfferCandidates(offerId: string, filters: CandidateFilters) {
  return useQuery(offerCandidatesQueryOptions(offerId, filters));
}
