import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  provinceSchema,
  referenceItemSchema as itemSchema,
  referenceListQuery,
} from '../../../lib/reference-lists.ts';
import { companyProfileKeys } from './company-profile-keys.ts';

const countrySchema = z.object({ id: z.number().int(), nombre: z.string(), nombreEn: z.string() });

export type Country = z.infer<typeof countrySchema>;

const listOptions = <T>(name: string, schema: z.ZodType<T[]>) =>
  referenceListQuery(companyProfileKeys.domain(name), name, schema);

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
