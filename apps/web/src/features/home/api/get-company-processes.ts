import {
  companyProcessRefs,
  offerStates,
  type CompanyProcess,
  type OfferFamily,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';
import { homeKeys } from './home-keys.ts';

/** `GET /api/Empresa/dameProcesosEmpleoYpracticas`. */
export function getCompanyProcesses(signal?: AbortSignal): Promise<CompanyProcess[]> {
  return callApiRef(companyProcessRefs.list, { query: {}, signal });
}

export const companyProcessesQueryOptions = queryOptions({
  queryKey: homeKeys.companyProcesses(),
  queryFn: ({ signal }) => getCompanyProcesses(signal),
  // Read again on every visit of the home: offers are created, closed and copied on other pages.
  staleTime: 0,
});

export function useCompanyProcesses() {
  return useQuery(companyProcessesQueryOptions);
}

/** Family of a process from idPerfil (1 employment, 2 internships) and paraTitulados. */
export function familyOf(process: Pick<CompanyProcess, 'idPerfil' | 'paraTitulados'>): OfferFamily {
  if (process.idPerfil === 1) {
    return 'empleo';
  }
  return process.paraTitulados ? 'practicastitulados' : 'practicas';
}

/** Active offers (idEstado 2) per family, for the three cards of the company home. */
export function activeOffersByFamily(
  processes: readonly CompanyProcess[],
): Record<OfferFamily, number> {
  const counts: Record<OfferFamily, number> = { practicas: 0, practicastitulados: 0, empleo: 0 };
  for (const process of processes) {
    if (process.idEstado === offerStates.ACTIVE) {
      counts[familyOf(process)] += 1;
    }
  }
  return counts;
}
