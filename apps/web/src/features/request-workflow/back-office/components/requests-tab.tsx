import { Button, Group, Select, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { StaffRequestListQuery } from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ListBody,
  ListFilters,
  ListTable,
  ListTotal,
  nextSort,
  type ListColumn,
  type ListSort,
} from '../../../../components/list-kit/index.ts';
import { showCallError } from '../../../../lib/query-client.ts';
import { exportRequests, type RequestKind } from '../api/staff-requests.ts';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => string | number | null;
}

interface RequestsTabProps<T> {
  kind: RequestKind;
  useList: (query: StaffRequestListQuery) => UseQueryResult<T[]>;
  states: { value: string; label: string }[];
  types: { value: string; label: string }[];
  typeLabel: string;
  defaultState: string;
  columns: Column<T>[];
  rowKey: (row: T) => number;
  rowLabel: (row: T) => string;
  onOpen: (row: T) => void;
}

/**
 * One list of the back-office requests: filters, search, export and a table with 'Ver'. The
 * filters stay in the tab (the three tabs' lists are mounted together, so one URL query would mix
 * them).
 */
export function RequestsTab<T>({
  kind,
  useList,
  states,
  types,
  typeLabel,
  defaultState,
  columns,
  rowKey,
  rowLabel,
  onOpen,
}: RequestsTabProps<T>) {
  const { t } = useTranslation('staffRequests');
  const { t: tAdmin } = useTranslation('staffAdmin');
  const [estado, setEstado] = useState<string | null>(defaultState);
  const [tipo, setTipo] = useState<string | null>(null);
  const [texto, setTexto] = useState('');
  const [debounced] = useDebouncedValue(texto.trim(), 300);
  // The three tabs share one page, so each tab keeps its own filters and page; a new filter shows
  // its first page.
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ListSort | null>(null);
  const filterBy =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };
  const query: StaffRequestListQuery = {
    ...(estado === null ? {} : { estado }),
    ...(tipo === null ? {} : { tipo }),
    ...(debounced === '' ? {} : { texto: debounced }),
  };
  const list = useList(query);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const download = (formato: 'csv' | 'xlsx') => {
    setExporting(formato);
    exportRequests(kind, query, formato)
      .catch(showCallError)
      .finally(() => {
        setExporting(null);
      });
  };
  const tableColumns: ListColumn<T>[] = [
    ...columns.map((c) => ({
      key: c.header,
      header: c.header,
      cell: c.cell,
      sortValue: c.sortValue,
    })),
    {
      key: 'acciones',
      header: <VisuallyHidden>{t('list.actions')}</VisuallyHidden>,
      cell: (row: T) => (
        <Button
          size="xs"
          variant="light"
          aria-label={t('list.openLabel', { name: rowLabel(row) })}
          onClick={() => {
            onOpen(row);
          }}
        >
          {t('list.open')}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="md" pt="md">
      <ListFilters label={tAdmin('common.filters')} gap="md">
        <Select
          label={t('filters.state')}
          data={states}
          value={estado}
          onChange={filterBy(setEstado)}
          clearable
          placeholder={t('filters.all')}
          data-testid={`${kind}-filter-state`}
        />
        <Select
          label={typeLabel}
          data={types}
          value={tipo}
          onChange={filterBy(setTipo)}
          clearable
          placeholder={t('filters.all')}
          data-testid={`${kind}-filter-type`}
        />
        <TextInput
          type="search"
          label={t('filters.search')}
          value={texto}
          onChange={(event) => {
            filterBy(setTexto)(event.currentTarget.value);
          }}
          data-testid={`${kind}-search`}
        />
        <Group gap="xs">
          <Button
            variant="default"
            loading={exporting === 'xlsx'}
            onClick={() => {
              download('xlsx');
            }}
            data-testid={`${kind}-export-xlsx`}
          >
            {t('export.xlsx')}
          </Button>
          <Button
            variant="default"
            loading={exporting === 'csv'}
            onClick={() => {
              download('csv');
            }}
            data-testid={`${kind}-export-csv`}
          >
            {t('export.csv')}
          </Button>
        </Group>
      </ListFilters>
      <ListBody query={list} rows={(rows) => rows} emptyText={t('list.empty')}>
        {(rows) => (
          <Stack gap="xs">
            <ListTotal text={t('list.total', { count: rows.length })} />
            <ListTable
              testId={`${kind}-table`}
              rows={rows}
              rowKey={rowKey}
              rowTestId={() => `${kind}-row`}
              columns={tableColumns}
              minWidth={760}
              sort={sort}
              onSort={(key) => {
                setSort(nextSort(sort, key));
              }}
              page={page}
              onPage={setPage}
            />
          </Stack>
        )}
      </ListBody>
    </Stack>
  );
}
