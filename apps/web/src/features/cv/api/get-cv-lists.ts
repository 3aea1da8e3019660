import { domainCalls, type DomainListCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { degreesQueryOptions } from '../../../lib/queries/degrees.ts';
import { languagesQueryOptions } from '../../../lib/queries/languages.ts';
import { domainListQuery } from '../../../lib/reference-lists.ts';
import { cvKeys } from './cv-keys.ts';

const list = <C extends DomainListCall>(name: string, call: C) =>
  domainListQuery(cvKeys.domain(name), call);

/** Reference lists the CV's forms choose from (`GET /api/Dominios/{list}`). */
export const cvListOptions = {
  paises: list('paises', domainCalls.paises),
  provincias: list('provincias', domainCalls.provincias),
  idiomas: languagesQueryOptions,
  titulaciones: degreesQueryOptions,
  areasFuncionales: list('areasFuncionales', domainCalls.areasFuncionales),
  programasInformaticos: list('programasInformaticos', domainCalls.programasInformaticos),
};

export const useCountries = () => useQuery(cvListOptions.paises);
export const useProvinces = () => useQuery(cvListOptions.provincias);
export { useLanguages } from '../../../lib/queries/languages.ts';
export { useDegrees } from '../../../lib/queries/degrees.ts';
export const useAreas = () => useQuery(cvListOptions.areasFuncionales);
export const useComputerPrograms = () => useQuery(cvListOptions.programasInformaticos);
