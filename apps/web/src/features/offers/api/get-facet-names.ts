import {
  domainRefs,
  type CallRef,
  type domainCalls,
  type DomainItem,
  type FacetValue,
  type OfferFacetName,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApiRef } from '../../../lib/api-client.ts';
import { itemText } from '../../../lib/reference-lists.ts';
import { offerKeys } from './offer-keys.ts';

/**
 * The reference list behind each facet (its values are ids of that list). Programme titles are
 * names, the same in both languages.
 */
/** The lists of facet values: each answers `DomainItem`s (their paths differ, their answers not). */
type ItemListCall = typeof domainCalls.tiposContrato;

const facetLists = {
  contrato: ['tiposContrato', domainRefs.tiposContrato],
  salario: ['rangosSalariales', domainRefs.rangosSalariales],
  titulaciones: ['titulaciones', domainRefs.titulaciones],
  areasTitulaciones: ['ambitos', domainRefs.ambitos],
  areaFuncional: ['areasFuncionales', domainRefs.areasFuncionales],
  nivelesTitulaciones: ['nivelesTitulaciones', domainRefs.nivelesTitulaciones],
  tiposFormacion: ['tiposFormacion', domainRefs.tiposFormacion],
} as const;

/**
 * The name of a facet value in the interface's language: the server names facet values in
 * Spanish; in English they are looked up in their reference list (which carries both),
 * loaded only in English and kept for the session. The Spanish name until the list has loaded.
 */
export function useFacetValueName(name: OfferFacetName): (value: FacetValue) => string {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const list = name === 'tituloPrograma' ? null : facetLists[name];
  const query = useQuery({
    queryKey: offerKeys.facetNames(list?.[0] ?? name),
    queryFn: ({ signal }): Promise<readonly DomainItem[]> =>
      list === null
        ? Promise.resolve([])
        : callApiRef(list[1] as CallRef<ItemListCall>, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: english && list !== null,
  });
  if (!english || query.data === undefined) {
    return (value) => value.descripcion;
  }
  const byId = new Map(query.data.map((item) => [item.id, item]));
  return (value) => {
    const item = byId.get(value.id);
    return item === undefined ? value.descripcion : itemText(item, i18n.language);
  };
}
