import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { offerKeys } from './offer-keys.ts';

/** A province of the reference list (001 §3 Province; municipalities are not needed here). */
export interface Province {
  id: number;
  nombre: string;
}

const provinceListSchema = z.array(
  z.object({ idProvincia: z.string(), nameProvincia: z.string() }).loose(),
);

/** `GET /api/Dominios/provincias`, reduced to id and name, alphabetical. */
export function getProvinces(signal?: AbortSignal): Promise<Province[]> {
  return apiRequest('/Dominios/provincias', {
    signal,
    parse: (datos) =>
      provinceListSchema
        .parse(datos)
        .map((p) => ({ id: Number(p.idProvincia), nombre: p.nameProvincia }))
        .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')),
  });
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
