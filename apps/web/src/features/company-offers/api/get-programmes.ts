import { offerProgrammeOptionSchema, type OfferProgrammeOption } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyOfferKeys } from './company-offer-keys.ts';

export type ProgrammeOption = OfferProgrammeOption;

const listSchema = z.array(offerProgrammeOptionSchema);

/** `GET /api/Empresa/programasDeLaEmpresa`: the active programmes an internship may belong to. */
export function getProgrammes(signal?: AbortSignal): Promise<ProgrammeOption[]> {
  return apiRequest('/Empresa/programasDeLaEmpresa', {
    signal,
    parse: (datos) => listSchema.parse(datos),
  });
}

export const programmesQueryOptions = queryOptions({
  queryKey: companyOfferKeys.programmes(),
  queryFn: ({ signal }) => getProgrammes(signal),
  staleTime: 5 * 60_000,
});

export function useProgrammes() {
  return useQuery(programmesQueryOptions);
}
