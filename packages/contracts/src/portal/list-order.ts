import { z } from 'zod';

/** A list's `orden`: one of its sortable keys, ascending, or with `-` in front, descending. */
export type ListOrder<K extends string> = K | `-${K}`;

/**
 * The optional `orden` of a list ordered by the server: only the list's own keys, each either
 * way, so the server maps a known value to a column and refuses any other with the usual 400.
 */
export function listOrderSchema<const K extends string>(keys: readonly [K, ...K[]]) {
  const values = keys.flatMap((key) => [key, `-${key}` as const]) as [
    ListOrder<K>,
    ...ListOrder<K>[],
  ];
  return z.enum(values).optional();
}

/** The key and direction an `orden` names; undefined for none (the list's own order). */
export function readListOrder<K extends string>(
  orden: ListOrder<K> | undefined,
): { key: K; descending: boolean } | undefined {
  if (orden === undefined) {
    return undefined;
  }
  return orden.startsWith('-')
    ? { key: orden.slice(1) as K, descending: true }
    : { key: orden as K, descending: false };
}

/** The `orden` of a sort chosen on a list's header, when the list sorts by that key. */
export function listOrderOf<K extends string>(
  keys: readonly K[],
  sort: { key: string; direction: 'ascending' | 'descending' } | null,
): ListOrder<K> | undefined {
  const key = keys.find((candidate) => candidate === sort?.key);
  if (key === undefined || sort === null) {
    return undefined;
  }
  return sort.direction === 'descending' ? `-${key}` : key;
}
