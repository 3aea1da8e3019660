import { domainCalls, type DomainListCall, type OfferFamily } from '@portal/contracts';
import { useQueries } from '@tanstack/react-query';
import {
  domainListQuery,
  type Province,
  type ReferenceItem,
} from '../../../lib/reference-lists.ts';
import { degreesQueryOptions } from '../../../lib/queries/degrees.ts';
import { companyOfferKeys } from './company-offer-keys.ts';

/** What the form reads of a degree (the declared list carries more). */
export interface Degree extends ReferenceItem {
  valeParaPracticasEstudiantes: boolean;
  extinguida: boolean;
}
/** What the form reads of a contract type: the offer families it fits. */
export interface ContractType extends ReferenceItem {
  familias: OfferFamily[];
}
/** What the form reads of a computer skill. */
export interface ComputerSkill extends ReferenceItem {
  categoria: string;
  categoriaEn: string;
}

export type { Province, ReferenceItem };

const listOptions = <C extends DomainListCall>(name: string, call: C) =>
  domainListQuery(companyOfferKeys.domain(name), call);

const d = domainCalls;
export const referenceListOptions = {
  sectoresActividad: listOptions('sectoresActividad', d.sectoresActividad),
  tiposContrato: listOptions('tiposContrato', d.tiposContrato),
  titulaciones: degreesQueryOptions,
  areasFuncionales: listOptions('areasFuncionales', d.areasFuncionales),
  provincias: listOptions('provincias', d.provincias),
  idiomas: listOptions('idiomas', d.idiomas),
  nivelesIdioma: listOptions('nivelesIdioma', d.nivelesIdioma),
  programasInformaticos: listOptions('programasInformaticos', d.programasInformaticos),
  rangosSalariales: listOptions('rangosSalariales', d.rangosSalariales),
  tiposFormacion: listOptions('tiposFormacion', d.tiposFormacion),
};

export interface OfferReferenceLists {
  sectors: ReferenceItem[];
  contracts: ContractType[];
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
