import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListPager } from './list-pager.tsx';
import { ListTable, ListTotal, type ListColumn } from './list-table.tsx';
import type { ListSort } from './use-list-state.ts';

/**
 * One page of a back-office list paged by the server: its total, the table and the pager.
 * `testId` names the parts (`…-total`, `…-table`, `…-row`); `totalText` overrides the generic
 * «N resultados».
 */
export function ListResults<Row>({
  testId,
  total,
  totalText,
  rows,
  rowKey,
  columns,
  minWidth,
  pageSize,
  page,
  onPage,
  sort,
  onSort,
}: {
  testId: string;
  total: number;
  totalText?: string;
  rows: readonly Row[];
  rowKey: (row: Row) => number | string;
  columns: readonly ListColumn<Row>[];
  minWidth: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  sort?: ListSort | null;
  onSort?: (key: string) => void;
}) {
  const { t } = useTranslation('staffAdmin');
  return (
    <Stack gap="sm">
      <ListTotal
        text={totalText ?? t('common.total', { count: total })}
        testId={`${testId}-total`}
      />
      <ListTable
        rows={rows}
        rowKey={rowKey}
        columns={columns}
        minWidth={minWidth}
        testId={`${testId}-table`}
        rowTestId={() => `${testId}-row`}
        sort={sort}
        onSort={onSort}
      />
      <ListPager total={total} pageSize={pageSize} page={page} onChange={onPage} />
    </Stack>
  );
}
