import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/query-state.tsx';

/** A staff list's loading, error and empty states, then how many were found and the list itself. */
export function CountedList<T>({
  query,
  emptyText,
  countText,
  countTestId,
  children,
}: {
  query: UseQueryResult<T[]>;
  emptyText: string;
  /** 'N found', announced as a status. */
  countText: (count: number) => string;
  countTestId?: string;
  children: (list: T[]) => ReactNode;
}) {
  return (
    <QueryState query={query} emptyText={emptyText}>
      {(list) => (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status" data-testid={countTestId}>
            {countText(list.length)}
          </Text>
          {children(list)}
        </Stack>
      )}
    </QueryState>
  );
}
