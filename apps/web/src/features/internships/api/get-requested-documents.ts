import { requestedDocumentSchema, type RequestedDocument } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { internshipKeys } from './internship-keys.ts';

const requestedSchema = z.array(requestedDocumentSchema);

/** `GET /api/Alumno/documentacionDeProcesosSolicitada`: what I still have to upload. */
export function getRequestedDocuments(signal?: AbortSignal): Promise<RequestedDocument[]> {
  return apiRequest('/Alumno/documentacionDeProcesosSolicitada', {
    signal,
    parse: (datos) => requestedSchema.parse(datos),
  });
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
