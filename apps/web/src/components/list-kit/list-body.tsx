import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../query-state.tsx';

/**
 * What a back-office list shows instead of its table when the search or filters leave no row (the
 * list itself is not empty: that is the empty text). A status, so it is announced.
 */
export function NoMatch({ text }: { text: string }) {
  return (
    <Text c="dimmed" py="xs" role="status" data-testid="no-match">
      {text}
    </Text>
  );
}

/**
 * A list's loading, error and empty states, then its rows: `rows` picks (and filters, for a list
 * loaded whole) the rows of the loaded data; none left shows `noMatchText` when the filters are the
 * reason (`filtered`), else `emptyText`, as does a list `isEmpty` says has no row at all.
 * `children` draws the rows.
 */
export function ListBody<T, Row>({
  query,
  rows,
  emptyText,
  noMatchText,
  filtered = false,
  isEmpty = () => false,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<T>;
  rows: (data: T) => readonly Row[];
  emptyText: string;
  noMatchText?: string;
  filtered?: boolean;
  isEmpty?: (data: T) => boolean;
  loadingLabel?: string;
  children: (rows: readonly Row[], data: T) => ReactNode;
}) {
  return (
    <QueryState query={query} emptyText={emptyText} isEmpty={isEmpty} loadingLabel={loadingLabel}>
      {(data) => {
        const shown = rows(data);
        if (shown.length > 0) {
          return children(shown, data);
        }
        return filtered && noMatchText !== undefined ? (
          <NoMatch text={noMatchText} />
        ) : (
          <Text c="dimmed" py="xs">
            {emptyText}
          </Text>
        );
      }}
    </QueryState>
  );
}
