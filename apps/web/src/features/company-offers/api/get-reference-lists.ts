import { useQueries } from '@tanstack/react-query';
import { z } from 'zod';
import {
  provinceSchema,
  referenceItemSchema as itemSchema,
  referenceListQuery,
  type Province,
  type ReferenceItem,
} from '../../../lib/reference-lists.ts';
import { companyOfferKeys } from './company-offer-keys.ts';

const itemListSchema = z.array(itemSchema.loose());

const degreeSchema = itemSchema.extend({
  valeParaPracticasEstudiantes: z.boolean(),
  extinguida: z.boolean(),
});
const skillSchema = itemSchema.extend({ categoria: z.string() });

export type Degree = z.infer<typeof degreeSchema>;
export type ComputerSkill = z.infer<typeof skillSchema>;

export type { Province, ReferenceItem };

const listOptions = <T>(name: string, schema: z.ZodType<T[]>) =>
  referenceListQuery(companyOfferKeys.domain(name), name, schema);

export const referenceListOptions = {
  sectoresActividad: listOptions('sectoresActividad', itemListSchema),
  tiposContrato: listOptions('tiposContrato', itemListSchema),
  titulaciones: listOptions('titulaciones', z.array(degreeSchema)),
  areasFuncionales: listOptions('areasFuncionales', itemListSchema),
  provincias: listOptions('provincias', z.array(provinceSchema)),
  idiomas: listOptions('idiomas', itemListSchema),
  nivelesIdioma: listOptions('nivelesIdioma', itemListSchema),
  programasInformaticos: listOptions('programasInformaticos', z.array(skillSchema)),
  rangosSalariales: listOptions('rangosSalariales', itemListSchema),
  tiposFormacion: listOptions('tiposFormacion', itemListSchema),
};

export interface OfferReferenceLists {
  sectors: ReferenceItem[];
  contracts: ReferenceItem[];
  degrees: Degree[];
  areas: ReferenceItem[];
  provinces: Province[];
  languages: ReferenceItem[];
  levels: ReferenceItem[];
  skills: ComputerSkill[];
  salaryRanges: ReferenceItem[];
  trainingTypes: ReferenceItem[];
}

/** Every reference list the offer form needs, loaded together. */
export function useOfferReferenceLists() {
  const o = referenceListOptions;
  return useQueries({
    queries: [
      o.sectoresActividad,
      o.tiposContrato,
      o.titulaciones,
      o.areasFuncionales,
      o.provincias,
      o.idiomas,
      o.nivelesIdioma,
      o.programasInformaticos,
      o.rangosSalariales,
      o.tiposFormacion,
    ] as const,
    combine: (results) => {
      const [
        sectors,
        contracts,
        degrees,
        areas,
        provinces,
        languages,
        levels,
        skills,
        salary,
        training,
      ] = results;
      const isError = results.some((r) => r.isError);
      const lists: OfferReferenceLists | null =
        sectors.data &&
        contracts.data &&
        degrees.data &&
        areas.data &&
        provinces.data &&
        languages.data &&
        levels.data &&
        skills.data &&
        salary.data &&
        training.data
          ? {
              sectors: sectors.data,
              contracts: contracts.data,
              degrees: degrees.data,
              areas: areas.data,
              provinces: provinces.data,
              languages: languages.data,
              levels: levels.data,
              skills: skills.data,
              salaryRanges: salary.data,
              trainingTypes: training.data,
            }
          : null;
      return {
        lists,
        isError,
        refetch: () => {
          for (const r of results) {
            if (r.isError) {
              void r.refetch();
            }
          }
        },
      };
    },
  });
}
