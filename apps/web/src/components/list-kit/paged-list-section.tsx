import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { Section } from '../section.tsx';
import { ExportButtons } from './list-export.tsx';
import { ListBody } from './list-body.tsx';
import { ListResults } from './list-results.tsx';
import type { ListColumn } from './list-table.tsx';
import type { ListState } from './use-list-state.ts';

/**
 * The section of a back-office list paged and ordered by the server: its title with the export
 * of what is filtered, the filters (if the section holds them), then the loading, error and empty
 * states or the page with its total, sortable table and pager, all following `list` (the URL).
 * `resultsTestId` names the total, table and rows (`…-total`, `…-table`, `…-row`).
 */
export function PagedListSection<T, Row>({
  title,
  testId,
  exportAs,
  filters,
  query,
  rows,
  total,
  totalText,
  emptyText,
  resultsTestId,
  rowKey,
  columns,
  minWidth,
  pageSize,
  list,
}: {
  title: string;
  testId: string;
  /** What the export buttons download: the file's address for a format, its base name. */
  exportAs: ComponentProps<typeof ExportButtons>;
  filters?: ReactNode;
  query: UseQueryResult<T>;
  rows: (data: T) => readonly Row[];
  total: (data: T) => number;
  totalText?: (total: number) => string;
  emptyText: string;
  resultsTestId: string;
  rowKey: (row: Row) => number | string;
  columns: readonly ListColumn<Row>[];
  minWidth: number;
  pageSize: number;
  list: Pick<ListState<string>, 'page' | 'setPage' | 'sort' | 'toggleSort'>;
}) {
  const body = (
    <ListBody query={query} rows={rows} emptyText={emptyText}>
      {(shown, data) => (
        <ListResults
          testId={resultsTestId}
          total={total(data)}
          totalText={totalText?.(total(data))}
          rows={shown}
          rowKey={rowKey}
          columns={columns}
          minWidth={minWidth}
          pageSize={pageSize}
          page={list.page}
          onPage={list.setPage}
          sort={list.sort}
          onSort={list.toggleSort}
        />
      )}
    </ListBody>
  );
  return (
    <Section title={title} testId={testId} action={<ExportButtons {...exportAs} />}>
      {filters === undefined ? (
        body
      ) : (
        <Stack gap="sm">
          {filters}
          {body}
        </Stack>
      )}
    </Section>
  );
}
