import { useCallback, useMemo, useState } from 'react';
import { useUrlFilters, type SetUrlFiltersOptions } from '../../lib/use-url-filters.ts';

/** The column a list is sorted by and which way. */
export interface ListSort {
  key: string;
  direction: 'ascending' | 'descending';
}

/** What `useListState` gives a list page. */
export interface ListState<K extends string> {
  /** The search and filters as the URL has them ('' when absent). */
  values: Record<K, string>;
  /** The page shown, from `?pagina=` (1 when absent or not a positive whole number). */
  page: number;
  /** The sorted column, from `?orden=campo` (ascending) or `?orden=-campo` (descending). */
  sort: ListSort | null;
  /** Changes filters and goes back to the first page (`replace` while typing in a search box). */
  setFilters: (patch: Partial<Record<K, string>>, options?: SetUrlFiltersOptions) => void;
  /**
   * A filter form's submit: new filters go to the URL (first page); the very question already
   * shown is asked again instead (`reload`, the list query's refetch), so pressing «Buscar» twice
   * brings what changed meanwhile rather than nothing.
   */
  apply: (patch: Partial<Record<K, string>>, reload: () => unknown) => void;
  setPage: (page: number) => void;
  /** Sorts by `key` ascending, or flips the direction when the list is already sorted by it. */
  toggleSort: (key: string) => void;
}

type UrlPatch<K extends string> = Partial<Record<K | 'pagina' | 'orden', string>>;

const readPage = (value: string) => Math.max(1, Math.trunc(Number(value)) || 1);

const readSort = (value: string): ListSort | null => {
  if (value === '' || value === '-') {
    return null;
  }
  return value.startsWith('-')
    ? { key: value.slice(1), direction: 'descending' }
    : { key: value, direction: 'ascending' };
};

/**
 * A back-office list's search, filters, page and sort kept in the URL query (shareable, restored by
 * reload and the back button), on top of `useUrlFilters`. The page is `pagina` (absent on the first
 * page) and the sort `orden`; a change of filters drops `pagina`.
 */
export function useListState<K extends string>(keys: readonly K[]): ListState<K> {
  const [url, setUrl] = useUrlFilters<K | 'pagina' | 'orden'>([...keys, 'pagina', 'orden']);
  const keyList = keys.join('\u0000');
  const values = useMemo(
    () =>
      Object.fromEntries(
        keyList.split('\u0000').map((key) => [key, (url as Record<string, string>)[key] ?? '']),
      ) as Record<K, string>,
    // `url` is rebuilt only when the query changes.
    [url, keyList],
  );
  const sort = useMemo(() => readSort(url.orden), [url.orden]);
  const setFilters = useCallback(
    (patch: Partial<Record<K, string>>, options?: SetUrlFiltersOptions) => {
      setUrl({ ...patch, pagina: '' } as UrlPatch<K>, options);
    },
    [setUrl],
  );
  const apply = useCallback(
    (patch: Partial<Record<K, string>>, reload: () => unknown) => {
      const same =
        url.pagina === '' &&
        (Object.entries(patch) as [K, string | undefined][]).every(
          ([key, value]) => (value ?? '') === values[key],
        );
      if (same) {
        reload();
      } else {
        setFilters(patch);
      }
    },
    [url.pagina, values, setFilters],
  );
  const setPage = useCallback(
    (page: number) => {
      setUrl({ pagina: page <= 1 ? '' : String(page) } as UrlPatch<K>);
    },
    [setUrl],
  );
  const toggleSort = useCallback(
    (key: string) => {
      const flip = sort?.key === key && sort.direction === 'ascending';
      setUrl({ orden: flip ? `-${key}` : key } as UrlPatch<K>);
    },
    [setUrl, sort],
  );
  return { values, page: readPage(url.pagina), sort, setFilters, apply, setPage, toggleSort };
}

/** Props that tie one field of a filter form to its draft (spread on a Mantine input). */
export interface DraftBinders<T> {
  /** A text input: its value and the change that writes it. */
  text: (key: KeysOf<T, string>) => {
    value: string;
    onChange: (event: { currentTarget: { value: string } }) => void;
  };
  /** A select: the chosen value (null for «all») and the change that writes it. */
  choice: (key: KeysOf<T, string | null>) => {
    value: string | null;
    onChange: (value: string | null) => void;
  };
}

type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T];

/**
 * The form's copy of filters applied with a button: it starts from, and follows, what the URL
 * holds (a link, back, forward), and the page applies it on submit. The binders tie each field to
 * the draft (`<TextInput {...bind.text('texto')} />`).
 */
export function useFilterDraft<T extends object>(
  applied: T,
): [T, (patch: Partial<T>) => void, DraftBinders<T>] {
  const appliedKey = JSON.stringify(applied);
  const [draft, setDraft] = useState(applied);
  // Adjusted while rendering, as React advises for state derived from a changed input.
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setDraft(applied);
  }
  const patchDraft = useCallback((patch: Partial<T>) => {
    setDraft((current) => ({ ...current, ...patch }));
  }, []);
  const bind: DraftBinders<T> = {
    text: (key) => ({
      value: draft[key] as string,
      onChange: (event) => {
        patchDraft({ [key]: event.currentTarget.value } as Partial<T>);
      },
    }),
    choice: (key) => ({
      value: draft[key] as string | null,
      onChange: (value) => {
        patchDraft({ [key]: value } as Partial<T>);
      },
    }),
  };
  return [draft, patchDraft, bind];
}

/** A select's options, each value with its label. */
export function labelledOptions<V extends string>(
  values: readonly V[],
  label: (value: V) => string,
): { value: V; label: string }[] {
  return values.map((value) => ({ value, label: label(value) }));
}
