import { companyOfferCalls, type OfferSheet } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companyOfferKeys } from './company-offer-keys.ts';

/** `GET /api/Empresa/dameDatosProcesoComoAlumno/{id}`: the offer as a candidate sees it. */
export function getOfferAsStudent(id: string, signal?: AbortSignal): Promise<OfferSheet> {
  return callApi(companyOfferCalls.asStudent, { params: { id }, signal });
}

export const offerAsStudentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyOfferKeys.studentView(id),
    queryFn: ({ signal }) => getOfferAsStudent(id, signal),
  });

export function useOfferAsStudent(id: string) {
  return useQuery(offerAsStudentQueryOptions(id));
}
