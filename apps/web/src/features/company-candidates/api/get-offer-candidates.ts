import {
  companyCandidateSchema,
  type CompanyCandidate,
  type CompanyCandidatesQuery,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { candidateKeys } from './candidate-keys.ts';

const listSchema = z.array(companyCandidateSchema);

export type CandidateFilters = Partial<CompanyCandidatesQuery>;

/** The query string of the candidate filters (shared with the export). */
export function candidateQuery(filters: CandidateFilters, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(extra);
  if (filters.estado !== undefined) {
    params.set('estado', String(filters.estado));
  }
  if (filters.soloNoLeidos === true) {
    params.set('soloNoLeidos', 'true');
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** `GET /api/Empresa/dameCandidatosProceso/{id}`: the candidates of one of the company's offers. */
export function getOfferCandidates(
  offerId: string,
  filters: CandidateFilters,
  signal?: AbortSignal,
): Promise<CompanyCandidate[]> {
  return apiRequest(
    `/Empresa/dameCandidatosProceso/${encodeURIComponent(offerId)}${candidateQuery(filters)}`,
    { signal, parse: (datos) => listSchema.parse(datos) },
  );
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
