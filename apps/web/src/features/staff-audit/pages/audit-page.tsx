import {
  Anchor,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { ExportButtons } from '../../../components/list-kit/list-export.tsx';
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
 * /gestion/auditoria: every careers-office action, newest first; search by who, action, entity,
 * days and free text (also inside the before/after records); CSV/XLSX of what is filtered.
 */
export default function AuditPage() {
  const { t } = useTranslation('backOffice');
  const words = useAuditWords();
  const [form, setForm] = useState(emptyForm);
  const [filters, setFilters] = useState<AuditFilters>({});
  const [pagina, setPagina] = useState(1);
  const log = useAuditLog(filters, pagina);
  const total = log.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setFilters(filtersOf(form));
    setPagina(1);
  };
  const field = (name: keyof typeof emptyForm) => ({
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
  });
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
        setForm((f) => ({ ...f, [name]: value ?? '' }));
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
            <TextInput label={t('audit.filters.quien')} {...field('quien')} />
            {choice('accion', log.data?.acciones)}
            {choice('entidad', log.data?.entidades)}
            <TextInput type="date" label={t('audit.filters.desde')} {...field('desde')} />
            <TextInput type="date" label={t('audit.filters.hasta')} {...field('hasta')} />
            <TextInput
              label={t('audit.filters.texto')}
              {...field('texto')}
              data-testid="audit-text"
            />
          </Group>
          <Group justify="flex-end" mt="sm">
            <Button
              variant="default"
              onClick={() => {
                setForm(emptyForm);
                setFilters({});
                setPagina(1);
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
      <Section
        title={t('audit.list.title')}
        testId="audit-log"
        action={
          <ExportButtons
            href={(formato) => auditExportHref(filters, formato)}
            fileName="auditoria"
            testId="audit-export"
          />
        }
      >
        <QueryState
          query={log}
          emptyText={t('audit.list.empty')}
          isEmpty={(d) => d.filas.length === 0}
        >
          {(data) => (
            <>
              <Text size="sm" c="dimmed" role="status" data-testid="audit-total">
                {t('audit.list.total', { count: data.total })}
              </Text>
              <Table.ScrollContainer minWidth={760}>
                <Table striped withTableBorder data-testid="audit-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('audit.fields.fecha')}</Table.Th>
                      <Table.Th scope="col">{t('audit.fields.quien')}</Table.Th>
                      <Table.Th scope="col">{t('audit.fields.accion')}</Table.Th>
                      <Table.Th scope="col">{t('audit.fields.entidad')}</Table.Th>
                      <Table.Th scope="col">{t('audit.fields.motivo')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.filas.map((row) => (
                      <Table.Tr key={row.idAuditoria}>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={pathFor('gestion_auditoria_detalle', { id: row.idAuditoria })}
                          >
                            {words.instant(row.fecha)}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{row.quien}</Table.Td>
                        <Table.Td>{words.action(row.accion)}</Table.Td>
                        <Table.Td>{words.record(row)}</Table.Td>
                        <Table.Td>{row.motivo ?? ''}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {pages > 1 && (
                <Group justify="center">
                  <Pagination
                    total={pages}
                    value={pagina}
                    onChange={setPagina}
                    getControlProps={(control) => ({
                      'aria-label': t(`common.pagination.${control}`),
                    })}
                    getItemProps={(page) => ({
                      'aria-label': t('common.pagination.page', { page }),
                    })}
                  />
                </Group>
              )}
            </>
          )}
        </QueryState>
      </Section>
    </PageFrame>
  );
}
