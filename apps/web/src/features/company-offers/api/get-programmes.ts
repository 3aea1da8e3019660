import { companyOfferCalls, type OfferProgrammeOption } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companyOfferKeys } from './company-offer-keys.ts';

export type ProgrammeOption = OfferProgrammeOption;

/** `GET /api/Empresa/programasDeLaEmpresa`: the active programmes an internship may belong to. */
export function getProgrammes(signal?: AbortSignal): Promise<ProgrammeOption[]> {
  return callApi(companyOfferCalls.programmes, { signal });
}

export const programmesQueryOptions = queryOptions({
  queryKey: companyOfferKeys.programmes(),
  queryFn: ({ signal }) => getProgrammes(signal),
  staleTime: 5 * 60_000,
});

export function useProgrammes() {
  return useQuery(programmesQueryOptions);
}
