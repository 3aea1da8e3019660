import { Anchor, Button, Group, Paper, Select, Text, TextInput } from '@mantine/core';
import { pathFor, type AuditItem } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type ListColumn,
  PagedListSection,
  useFilterDraft,
  useListState,
} from '../../../../components/list-kit/index.ts';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { AUDIT_PAGE_SIZE, auditExportHref, useAuditLog, type AuditFilters } from '../api/audit.ts';
import { useAuditWords } from '../lib/audit-words.ts';

const emptyForm = { quien: '', accion: '', entidad: '', desde: '', hasta: '', texto: '' };

/** Only the filters with a value (the query string leaves out the rest). */
const filtersOf = (form: typeof emptyForm): AuditFilters =>
  Object.fromEntries(
    Object.entries(form)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  ) as AuditFilters;

/**
 * /gestion/auditoria: every careers-office action, newest first or sorted by a header (the server
 * orders every page); search by who, action, entity, days and free text (also inside the
 * before/after records), kept in the URL with the page and the sort; CSV/XLSX of what is filtered,
 * in the same order.
 */
export default function AuditPage() {
  const { t } = useTranslation('backOffice');
  const words = useAuditWords();
  const list = useListState(['quien', 'accion', 'entidad', 'desde', 'hasta', 'texto'] as const);
  const applied = list.values;
  const filters = useMemo(() => filtersOf(applied), [applied]);
  const [form, setForm, bind] = useFilterDraft(applied);
  const log = useAuditLog(filters, list.page, list.sort);

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    // Every field, the emptied ones too: '' takes them out of the URL.
    list.apply(
      Object.fromEntries(Object.entries(form).map(([key, value]) => [key, value.trim()])),
      log.refetch,
    );
  };
  const columns: ListColumn<AuditItem>[] = [
    {
      key: 'fecha',
      header: t('audit.fields.fecha'),
      sortable: true,
      cell: (row) => (
        <Anchor component={Link} to={pathFor('gestion_auditoria_detalle', { id: row.idAuditoria })}>
          {words.instant(row.fecha)}
        </Anchor>
      ),
    },
    { key: 'quien', header: t('audit.fields.quien'), sortable: true, cell: (row) => row.quien },
    // Not sortable here: the server orders actions and records by their stored codes, not by the
    // words shown, and the filters above already pick one of each.
    { key: 'accion', header: t('audit.fields.accion'), cell: (row) => words.action(row.accion) },
    { key: 'entidad', header: t('audit.fields.entidad'), cell: (row) => words.record(row) },
    { key: 'motivo', header: t('audit.fields.motivo'), cell: (row) => row.motivo ?? '' },
  ];
  const choice = (name: 'accion' | 'entidad', values: string[] | undefined) => (
    <Select
      label={t(`audit.filters.${name}`)}
      data={(values ?? []).map((value) => ({
        value,
        label: name === 'accion' ? words.action(value) : words.entity(value),
      }))}
      value={form[name] === '' ? null : form[name]}
      clearable
      searchable
      onChange={(value) => {
        setForm({ [name]: value ?? '' });
      }}
    />
  );

  return (
    <PageFrame>
      <Text>{t('audit.intro')}</Text>
      <Paper withBorder p="md">
        <form
          noValidate
          onSubmit={submit}
          aria-label={t('audit.filters.title')}
          data-testid="audit-filters"
        >
          <Group grow align="flex-end" wrap="wrap">
            <TextInput label={t('audit.filters.quien')} {...bind.text('quien')} />
            {choice('accion', log.data?.acciones)}
            {choice('entidad', log.data?.entidades)}
            <TextInput type="date" label={t('audit.filters.desde')} {...bind.text('desde')} />
            <TextInput type="date" label={t('audit.filters.hasta')} {...bind.text('hasta')} />
            <TextInput
              label={t('audit.filters.texto')}
              {...bind.text('texto')}
              data-testid="audit-text"
            />
          </Group>
          <Group justify="flex-end" mt="sm">
            <Button
              variant="default"
              onClick={() => {
                setForm(emptyForm);
                list.setFilters(emptyForm);
              }}
            >
              {t('common.clear')}
            </Button>
            <Button type="submit" data-testid="audit-search">
              {t('common.search')}
            </Button>
          </Group>
        </form>
      </Paper>
      <PagedListSection
        title={t('audit.list.title')}
        testId="audit-log"
        exportAs={{
          href: (formato) => auditExportHref(filters, list.sort, formato),
          fileName: 'auditoria',
          testId: 'audit-export',
        }}
        query={log}
        rows={(data) => data.filas}
        total={(data) => data.total}
        totalText={(count) => t('audit.list.total', { count })}
        emptyText={t('audit.list.empty')}
        resultsTestId="audit"
        rowKey={(row) => row.idAuditoria}
        columns={columns}
        minWidth={760}
        pageSize={AUDIT_PAGE_SIZE}
        list={list}
      />
    </PageFrame>
  );
}
