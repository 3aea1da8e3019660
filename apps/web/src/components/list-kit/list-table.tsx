import { ScrollTable } from '../scroll-table.tsx';
import { Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { ListPager } from './list-pager.tsx';
import type { ListSort } from './use-list-state.ts';

/** Rows per page of a list loaded whole and paged in the browser. */
const LOADED_PAGE_SIZE = 25;

/** One column of a `ListTable`. */
export interface ListColumn<Row> {
  /** Names the column in the URL's `orden`; unique in the table. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable: what its rows compare by (the loaded rows, in the browser). */
  sortValue?: (row: Row) => string | number | null;
  /**
   * Makes the column sortable by the server (a list paged by it, whose page holds only some of
   * the rows): the header sorts as a `sortValue` one does, and the rows stay in the order given.
   */
  sortable?: boolean;
  /** The cell names its row (`<th scope="row">`, as the first column of a record list). */
  rowHeader?: boolean;
  cellStyle?: CSSProperties;
  /** The test id of each of its cells. */
  cellTestId?: string;
  /** Right for amounts: the header and the cells. */
  align?: 'right';
}

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b), 'es', { numeric: true, sensitivity: 'base' });

/** `rows` in the order `sort` asks (stable), or as they came when no sortable column is chosen. */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly ListColumn<Row>[],
  sort: ListSort | null,
): readonly Row[] {
  const value = columns.find((column) => column.key === sort?.key)?.sortValue;
  if (sort === null || value === undefined) {
    return rows;
  }
  const sign = sort.direction === 'ascending' ? 1 : -1;
  // Rows without a value (never signed in, no date) go last whichever the direction.
  return rows.toSorted((a, b) => {
    const first = value(a);
    const second = value(b);
    if (first === null || second === null) {
      return first === second ? 0 : first === null ? 1 : -1;
    }
    return sign * compare(first, second);
  });
}

function SortIcon({ direction }: { direction: ListSort['direction'] | null }) {
  const Icon =
    direction === null ? IconArrowsSort : direction === 'ascending' ? IconArrowUp : IconArrowDown;
  return <Icon size={14} aria-hidden="true" style={{ flexShrink: 0 }} />;
}

/** The rows of page `page` (the last page when past it) and the page shown. */
export function pageOfRows<Row>(
  rows: readonly Row[],
  page: number,
  pageSize: number,
): { rows: readonly Row[]; page: number } {
  const last = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = Math.min(Math.max(1, page), last);
  return { rows: rows.slice((shown - 1) * pageSize, shown * pageSize), page: shown };
}

/**
 * A striped, bordered list table that scrolls sideways below `minWidth`. A sortable column's
 * header is a button and carries `aria-sort`; the rows are sorted as `sort` says (by a column's
 * `sortValue`; a `sortable` column's rows come sorted by the server). Given `onPage`,
 * the table pages the rows it was given (a list loaded whole): it shows page `page` of
 * `pageSize` sorted rows and a pager below, so a list that grows with the years stays short to
 * read and to draw.
 */
export function ListTable<Row>({
  rows,
  rowKey,
  columns,
  minWidth,
  testId,
  rowTestId,
  sort = null,
  onSort,
  page = 1,
  onPage,
  pageSize = LOADED_PAGE_SIZE,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => number | string;
  columns: readonly ListColumn<Row>[];
  minWidth?: number;
  testId?: string;
  rowTestId?: (row: Row) => string;
  sort?: ListSort | null;
  onSort?: (key: string) => void;
  page?: number;
  onPage?: (page: number) => void;
  pageSize?: number;
}) {
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const shown =
    onPage === undefined ? { rows: sorted, page: 1 } : pageOfRows(sorted, page, pageSize);
  const table = (
    <Table striped withTableBorder data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => {
            const sortable =
              (column.sortValue !== undefined || column.sortable === true) && onSort !== undefined;
            const direction = sort?.key === column.key ? sort.direction : null;
            return (
              <Table.Th
                key={column.key}
                scope="col"
                style={column.align ? { textAlign: column.align } : undefined}
                aria-sort={sortable ? (direction ?? 'none') : undefined}
              >
                {sortable ? (
                  <UnstyledButton
                    onClick={() => {
                      onSort(column.key);
                    }}
                    style={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 4,
                      fontWeight: 'inherit',
                    }}
                    data-testid={`sort-${column.key}`}
                  >
                    {column.header}
                    <SortIcon direction={direction} />
                  </UnstyledButton>
                ) : (
                  column.header
                )}
              </Table.Th>
            );
          })}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shown.rows.map((row) => (
          <Table.Tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
            {columns.map((column) =>
              column.rowHeader ? (
                <Table.Th key={column.key} scope="row" fw={500} style={column.cellStyle}>
                  {column.cell(row)}
                </Table.Th>
              ) : (
                <Table.Td
                  key={column.key}
                  style={{ textAlign: column.align, ...column.cellStyle }}
                  data-testid={column.cellTestId}
                >
                  {column.cell(row)}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  const scrolling = <ScrollTable minWidth={minWidth}>{table}</ScrollTable>;
  return onPage === undefined ? (
    scrolling
  ) : (
    <Stack gap="sm">
      {scrolling}
      <ListPager total={rows.length} pageSize={pageSize} page={shown.page} onChange={onPage} />
    </Stack>
  );
}

/** How many rows the filters found, read out politely when it changes. */
export function ListTotal({ text, testId }: { text: string; testId?: string }) {
  return (
    <Text size="sm" c="dimmed" aria-live="polite" data-testid={testId}>
      {text}
    </Text>
  );
}
