import { ApplicationState, rejectionReasonSchema, type RejectionReason } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

const reasonsSchema = z.array(rejectionReasonSchema);

/**
 * `GET /api/Dominios/tipoMotivoCambioEstadoCandidatura`: the reasons of state 17 (000 §4, the
 * ones a candidate chooses from when rejecting a pre-enrolment).
 */
export function getRejectionReasons(signal?: AbortSignal): Promise<RejectionReason[]> {
  return apiRequest('/Dominios/tipoMotivoCambioEstadoCandidatura', {
    signal,
    parse: (datos) =>
      reasonsSchema
        .parse(datos)
        .filter((r) => r.idEstado === ApplicationState.DECLINED_BY_CANDIDATE),
  });
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
