import { ApplicationState, domainCalls, type RejectionReason } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/**
 * `GET /api/Dominios/tipoMotivoCambioEstadoCandidatura`: the reasons of state 17 (the
 * ones a candidate chooses from when rejecting a pre-enrolment).
 */
export async function getRejectionReasons(signal?: AbortSignal): Promise<RejectionReason[]> {
  const reasons = await callApi(domainCalls.tipoMotivoCambioEstadoCandidatura, { signal });
  return reasons.filter((r) => r.idEstado === ApplicationState.DECLINED_BY_CANDIDATE);
}

export function rejectionReasonsQueryOptions() {
  return queryOptions({
    queryKey: applicationKeys.reasons(),
    queryFn: ({ signal }) => getRejectionReasons(signal),
    staleTime: Infinity,
  });
}

export function useRejectionReasons(enabled = true) {
  return useQuery({ ...rejectionReasonsQueryOptions(), enabled });
}
