import { companyCandidateCalls, type CandidateCv } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { candidateKeys } from './candidate-keys.ts';

/** `GET /api/Empresa/dameCandidato/{id}`: the CV of an application (opening it marks it read). */
export function getCandidateCv(applicationId: string, signal?: AbortSignal): Promise<CandidateCv> {
  return callApi(companyCandidateCalls.cv, { params: { id: applicationId }, signal });
}

export const candidateCvQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: candidateKeys.cv(applicationId),
    queryFn: ({ signal }) => getCandidateCv(applicationId, signal),
    // The page explains a hidden CV (pending signatures) or a missing one itself.
    meta: { errorBanner: false },
  });

export function useCandidateCv(applicationId: string) {
  return useQuery(candidateCvQueryOptions(applicationId));
}
