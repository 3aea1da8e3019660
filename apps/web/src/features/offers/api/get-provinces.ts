import { domainRefs } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';
import { offerKeys } from './offer-keys.ts';

/** A province of the reference list (Province; municipalities are not needed here). */
export interface Province {
  id: number;
  nombre: string;
}

/** `GET /api/Dominios/provincias`, reduced to id and name, alphabetical. */
export async function getProvinces(signal?: AbortSignal): Promise<Province[]> {
  const provinces = await callApiRef(domainRefs.provincias, { signal });
  return provinces
    .map((p) => ({ id: Number(p.idProvincia), nombre: p.nameProvincia }))
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
}

export function provincesQueryOptions() {
  return queryOptions({
    queryKey: offerKeys.provinces(),
    queryFn: ({ signal }) => getProvinces(signal),
    staleTime: Infinity,
  });
}

export function useProvinces() {
  return useQuery(provincesQueryOptions());
}
