import { domainCalls, type DomainListCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { domainListQuery } from '../../../lib/reference-lists.ts';
import { companyProfileKeys } from './company-profile-keys.ts';

const listOptions = <C extends DomainListCall>(name: string, call: C) =>
  domainListQuery(companyProfileKeys.domain(name), call);

const d = domainCalls;
export const referenceListOptions = {
  paises: listOptions('paises', d.paises),
  provincias: listOptions('provincias', d.provincias),
  sectoresActividad: listOptions('sectoresActividad', d.sectoresActividad),
  tiposContactoEmpresa: listOptions('tiposContactoEmpresa', d.tiposContactoEmpresa),
  aniosForoEmpleo: listOptions('aniosForoEmpleo', d.aniosForoEmpleo),
};

export const useCountries = () => useQuery(referenceListOptions.paises);
export const useProvinces = () => useQuery(referenceListOptions.provincias);
export const useSectors = () => useQuery(referenceListOptions.sectoresActividad);
export const useContactTypes = () => useQuery(referenceListOptions.tiposContactoEmpresa);
export const useForumYears = () => useQuery(referenceListOptions.aniosForoEmpleo);
