import { Button, Select, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { StaffRequestListQuery } from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ExportButtons,
  ListBody,
  ListFilters,
  ListTable,
  ListTotal,
  useListState,
  type ListColumn,
} from '../../../../components/list-kit/index.ts';
import { requestExportNames, requestsExportHref, type RequestKind } from '../api/staff-requests.ts';

interface RequestsTabProps<T> {
  kind: RequestKind;
  useList: (query: StaffRequestListQuery) => UseQueryResult<T[]>;
  states: { value: string; label: string }[];
  types: { value: string; label: string }[];
  typeLabel: string;
  defaultState: string;
  /** The request's columns ('Ver' is added last). */
  columns: ListColumn<T>[];
  rowKey: (row: T) => number;
  rowLabel: (row: T) => string;
  onOpen: (row: T) => void;
}

/** `estado` in the URL when the state filter is cleared: every state (absent is the default one). */
const ALL_STATES = 'todos';

/**
 * One list of the back-office requests: filters, search, export and a table with 'Ver'. Only the
 * chosen tab is mounted, so its filters, page and sort are the URL's (`estado`, `tipo`, `texto`,
 * `pagina`, `orden`); the page clears them when the tab changes.
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
  const filters = useListState(['estado', 'tipo', 'texto'] as const);
  const chosenState = filters.values.estado;
  const estado =
    chosenState === ''
      ? defaultState
      : chosenState === ALL_STATES
        ? null
        : (states.find((s) => s.value === chosenState)?.value ?? defaultState);
  const tipo = types.find((type) => type.value === filters.values.tipo)?.value ?? null;
  const [debounced] = useDebouncedValue(filters.values.texto.trim(), 300);
  const query: StaffRequestListQuery = {
    ...(estado === null ? {} : { estado }),
    ...(tipo === null ? {} : { tipo }),
    ...(debounced === '' ? {} : { texto: debounced }),
  };
  const requests = useList(query);
  const tableColumns: ListColumn<T>[] = [
    ...columns,
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
          onChange={(value) => {
            filters.setFilters({
              estado: value === null ? ALL_STATES : value === defaultState ? '' : value,
            });
          }}
          clearable
          placeholder={t('filters.all')}
          data-testid={`${kind}-filter-state`}
        />
        <Select
          label={typeLabel}
          data={types}
          value={tipo}
          onChange={(value) => {
            filters.setFilters({ tipo: value ?? '' });
          }}
          clearable
          placeholder={t('filters.all')}
          data-testid={`${kind}-filter-type`}
        />
        <TextInput
          type="search"
          label={t('filters.search')}
          value={filters.values.texto}
          onChange={(event) => {
            filters.setFilters({ texto: event.currentTarget.value }, { replace: true });
          }}
          data-testid={`${kind}-search`}
        />
        <ExportButtons
          href={(formato) => requestsExportHref(kind, query, formato)}
          fileName={requestExportNames[kind]}
          testId={`${kind}-export`}
        />
      </ListFilters>
      <ListBody query={requests} rows={(rows) => rows} emptyText={t('list.empty')}>
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
              sort={filters.sort}
              onSort={filters.toggleSort}
              page={filters.page}
              onPage={filters.setPage}
            />
          </Stack>
        )}
      </ListBody>
    </Stack>
  );
}
