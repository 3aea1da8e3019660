import { Stack, Table, Text } from '@mantine/core';
import { ListPager } from './list-kit/list-pager.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One page of a back-office list: its total (read out when it changes), a striped table that
 * scrolls sideways on narrow screens, and the pager. `testId` names the parts (`…-total`,
 * `…-table`, `…-row`); `cells` gives a row's `Table.Td`s, in the order of `headers`.
 */
export function ResultTable<Row>({
  testId,
  total,
  rows,
  rowKey,
  headers,
  cells,
  minWidth,
  pageSize,
  page,
  onPage,
}: {
  testId: string;
  total: number;
  rows: readonly Row[];
  rowKey: (row: Row) => number | string;
  headers: readonly string[];
  cells: (row: Row) => ReactNode;
  minWidth: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('staffAdmin');
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid={`${testId}-total`}>
        {t('common.total', { count: total })}
      </Text>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped withTableBorder data-testid={`${testId}-table`}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)} data-testid={`${testId}-row`}>
                {cells(row)}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPager total={total} pageSize={pageSize} page={page} onChange={onPage} />
    </Stack>
  );
}

export { ListPager };
