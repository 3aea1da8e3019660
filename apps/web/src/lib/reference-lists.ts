import type { CallResult, DomainItem, DomainListCall, ProvinceWire } from '@portal/contracts';
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
