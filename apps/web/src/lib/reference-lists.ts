import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client.ts';

/** The common shape of a reference list entry. */
export const referenceItemSchema = z.object({ id: z.number().int(), descripcion: z.string() });
export const provinceSchema = z.object({
  idProvincia: z.string(),
  nameProvincia: z.string(),
  localidades: z.record(z.string(), z.string()),
});

export type ReferenceItem = z.infer<typeof referenceItemSchema>;
export type Province = z.infer<typeof provinceSchema>;

/** `GET /api/Dominios/{list}`: one reference list (cached by the server with an ETag). */
export function getReferenceList<T>(
  name: string,
  schema: z.ZodType<T[]>,
  signal?: AbortSignal,
): Promise<T[]> {
  return apiRequest(`/Dominios/${name}`, { signal, parse: (datos) => schema.parse(datos) });
}

/** Query options of one reference list, under the calling feature's key; loaded once. */
export function referenceListQuery<T>(queryKey: QueryKey, name: string, schema: z.ZodType<T[]>) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => getReferenceList(name, schema, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
