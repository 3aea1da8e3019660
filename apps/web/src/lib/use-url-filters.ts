import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface SetUrlFiltersOptions {
  /** Replace the history entry instead of adding one (typing in a search box). */
  replace?: boolean;
}

/**
 * A back-office list's search and filters kept in the URL query (`?texto=…&estado=…`): shareable,
 * restored by reload and by the back button. A key not in the query reads as ''; setting '' removes
 * it. Every change is a new history entry except those made with `replace`.
 */
export function useUrlFilters<K extends string>(
  keys: readonly K[],
): [
  Record<K, string>,
  (patch: Partial<Record<K, string>>, options?: SetUrlFiltersOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const keyList = keys.join('\u0000');
  const values = useMemo(() => {
    const query = new URLSearchParams(search);
    return Object.fromEntries(
      keyList.split('\u0000').map((key) => [key, query.get(key) ?? '']),
    ) as Record<K, string>;
  }, [search, keyList]);
  const setValues = useCallback(
    (patch: Partial<Record<K, string>>, options: SetUrlFiltersOptions = {}) => {
      // From the address as it is now, not as it was at the last render: a state chosen and a
      // search typed straight after it (before React re-rendered) must both stay; built from the
      // render's query, the search's change put the previous state back.
      const current = new URLSearchParams(window.location.search).toString();
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
        if (value === undefined || value === '') {
          next.delete(key);
        } else {
          next.set(key, value);
        }
      }
      if (next.toString() !== current) {
        setParams(next, { replace: options.replace === true, preventScrollReset: true });
      }
    },
    [setParams],
  );
  return [values, setValues];
}

/** `value` when it is one of `allowed`, else undefined (a hand-edited URL's unknown value). */
export const oneOf = <T extends string>(allowed: readonly T[], value: string): T | undefined =>
  allowed.find((item) => item === value);

/** `value` as a positive whole number (an id in the URL), else undefined. */
export const positiveId = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
