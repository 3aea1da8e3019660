import type { UseQueryResult } from '@tanstack/react-query';
import { ListBody } from './list-body.tsx';
import { ListTable, type ListColumn } from './list-table.tsx';
import type { ListState } from './use-list-state.ts';

/**
 * A list the browser loads whole (a careers office's guides, events, users…): the loading, error
 * and empty states, then the rows the page's filters keep in a sortable table, paged, both
 * following the list's state in the URL. With `noMatchText` the filters run here, on the loaded
 * rows: a list that has rows but none that match says so instead of saying there are none.
 */
export function LoadedListTable<Row>({
  query,
  rows = (all) => all,
  emptyText,
  noMatchText,
  list,
  ...table
}: {
  query: UseQueryResult<Row[]>;
  /** The rows the filters keep (all of them by default). */
  rows?: (all: Row[]) => readonly Row[];
  emptyText: string;
  noMatchText?: string;
  list: Pick<ListState<string>, 'sort' | 'toggleSort' | 'page' | 'setPage'>;
  testId: string;
  rowKey: (row: Row) => number | string;
  rowTestId?: (row: Row) => string;
  columns: readonly ListColumn<Row>[];
  minWidth?: number;
}) {
  const filtered = noMatchText !== undefined;
  return (
    <ListBody
      query={query}
      rows={rows}
      emptyText={emptyText}
      noMatchText={noMatchText}
      filtered={filtered}
      isEmpty={(all) => filtered && all.length === 0}
    >
      {(shown) => (
        <ListTable
          {...table}
          rows={shown}
          sort={list.sort}
          onSort={list.toggleSort}
          page={list.page}
          onPage={list.setPage}
        />
      )}
    </ListBody>
  );
}
