import { companyOfferCalls, type CompanyOfferSheet } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companyOfferKeys } from './company-offer-keys.ts';

/** `GET /api/Empresa/dameDatosProceso/{id}`: the company's sheet of one of its offers. */
export function getCompanyOfferSheet(id: string, signal?: AbortSignal): Promise<CompanyOfferSheet> {
  return callApi(companyOfferCalls.sheet, { params: { id }, signal });
}

export const companyOfferSheetQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyOfferKeys.sheet(id),
    queryFn: ({ signal }) => getCompanyOfferSheet(id, signal),
    // Opening a CV or changing a state elsewhere changes the counts: fresh on every visit.
    staleTime: 0,
  });

export function useCompanyOfferSheet(id: string) {
  return useQuery(companyOfferSheetQueryOptions(id));
}
