import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyProfileKeys } from './company-profile-keys.ts';

const itemSchema = z.object({ id: z.number().int(), descripcion: z.string() });
const countrySchema = z.object({ id: z.number().int(), nombre: z.string(), nombreEn: z.string() });
const provinceSchema = z.object({
  idProvincia: z.string(),
  nameProvincia: z.string(),
  localidades: z.record(z.string(), z.string()),
});

export type ReferenceItem = z.infer<typeof itemSchema>;
export type Country = z.infer<typeof countrySchema>;
export type Province = z.infer<typeof provinceSchema>;

/** `GET /api/Dominios/{list}`: one reference list (cached by the server with an ETag). */
export function getReferenceList<T>(
  name: string,
  schema: z.ZodType<T[]>,
  signal?: AbortSignal,
): Promise<T[]> {
  return apiRequest(`/Dominios/${name}`, { signal, parse: (datos) => schema.parse(datos) });
}

const listOptions = <T>(name: string, schema: z.ZodType<T[]>) =>
  queryOptions({
    queryKey: companyProfileKeys.domain(name),
    queryFn: ({ signal }) => getReferenceList(name, schema, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const referenceListOptions = {
  paises: listOptions('paises', z.array(countrySchema.loose())),
  provincias: listOptions('provincias', z.array(provinceSchema)),
  sectoresActividad: listOptions('sectoresActividad', z.array(itemSchema.loose())),
  tiposContactoEmpresa: listOptions('tiposContactoEmpresa', z.array(itemSchema.loose())),
  aniosForoEmpleo: listOptions('aniosForoEmpleo', z.array(itemSchema.loose())),
};

export const useCountries = () => useQuery(referenceListOptions.paises);
export const useProvinces = () => useQuery(referenceListOptions.provincias);
export const useSectors = () => useQuery(referenceListOptions.sectoresActividad);
export const useContactTypes = () => useQuery(referenceListOptions.tiposContactoEmpresa);
export const useForumYears = () => useQuery(referenceListOptions.aniosForoEmpleo);
