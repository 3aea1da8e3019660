import {
  candidateDocumentTypeText,
  type CallResult,
  type DomainItem,
  type DomainListCall,
  type ProvinceWire,
} from '@portal/contracts';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { callApi } from './api-client.ts';

/** The common `{ id, descripcion }` shape of a reference list entry. */
export type ReferenceItem = DomainItem;
/** A province with its municipalities. */
export type Province = ProvinceWire;

/**
 * Query options of a declared reference list (`domainCalls.paises`), under the calling feature's
 * key and typed by its declaration; loaded once (the server also answers with an ETag).
 */
export function domainListQuery<C extends DomainListCall>(queryKey: QueryKey, call: C) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<CallResult<C>> => callApi(call, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A reference-list entry that may carry its English text (lists carry both). */
export interface BilingualItem {
  descripcion: string;
  descripcionEn?: string;
}

/** The text of a reference-list entry in the interface's language (Spanish when no English). */
export function itemText(item: BilingualItem, language: string): string {
  return language.startsWith('en') && item.descripcionEn !== undefined && item.descripcionEn !== ''
    ? item.descripcionEn
    : item.descripcion;
}

/** A reference list as a select's options, each entry named in the interface's language. */
export function referenceOptions(
  items: readonly (BilingualItem & { id: number })[] | undefined,
  language: string,
): { value: string; label: string }[] {
  return (items ?? []).map((item) => ({ value: String(item.id), label: itemText(item, language) }));
}

/**
 * Computer programs as a select's groups: each program under its category, both named in the
 * interface's language, in the list's order.
 */
export function skillOptions(
  skills: readonly (BilingualItem & { id: number; categoria: string; categoriaEn: string })[],
  language: string,
): { group: string; items: { value: string; label: string }[] }[] {
  const english = language.startsWith('en');
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const skill of skills) {
    const group = english ? skill.categoriaEn : skill.categoria;
    const items = groups.get(group) ?? [];
    items.push({ value: String(skill.id), label: itemText(skill, language) });
    groups.set(group, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/**
 * The name of entry `id` of a reference list in the interface's language; `fallback` (the text the
 * answer carried) while the list loads or for an id it does not hold.
 */
export function nameInList(
  list: readonly (BilingualItem & { id: number })[] | undefined,
  id: number | null,
  fallback: string,
  language: string,
): string {
  const item = id === null ? undefined : list?.find((entry) => entry.id === id);
  return item === undefined ? fallback : itemText(item, language);
}

/**
 * A candidate document type named in the interface's language; for a type the contracts do not
 * know, the name and detail the answer carries (written by the server in Spanish).
 */
export function documentTypeText(
  idTipoDocumento: number,
  answer: { nombre: string; detalle?: string | null },
  language: string,
): { nombre: string; detalle: string } {
  return (
    candidateDocumentTypeText(idTipoDocumento, language) ?? {
      nombre: answer.nombre,
      detalle: answer.detalle ?? '',
    }
  );
}
