import { internshipCalls, type RequestedDocument } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { internshipKeys } from './internship-keys.ts';

/** `GET /api/Alumno/documentacionDeProcesosSolicitada`: what I still have to upload. */
export function getRequestedDocuments(signal?: AbortSignal): Promise<RequestedDocument[]> {
  return callApi(internshipCalls.requestedDocuments, { signal });
}

export function requestedDocumentsQueryOptions() {
  return queryOptions({
    queryKey: internshipKeys.requested(),
    queryFn: ({ signal }) => getRequestedDocuments(signal),
  });
}

export function useRequestedDocuments() {
  return useQuery(requestedDocumentsQueryOptions());
}
