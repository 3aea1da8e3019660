import { Anchor, Select, Stack, Text, TextInput } from '@mantine/core';
import { agreementStatuses, pathFor, type StaffAgreementItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ExportButtons,
  ListBody,
  ListFilters,
  ListPager,
  ListTable,
  ListTotal,
  useListState,
  type ListColumn,
} from '../../../../components/list-kit/index.ts';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { formatDay } from '../../../../lib/dates.ts';
import { oneOf, positiveId } from '../../../../lib/use-url-filters.ts';
import {
  AGREEMENTS_PAGE_SIZE,
  agreementsExportHref,
  useStaffAgreements,
} from '../api/staff-agreements.ts';
import { CompanySelect } from '../components/company-select.tsx';
import { AgreementStatusBadge } from '../components/status-badge.tsx';

/**
 * /gestion/convenios: every company's agreements by state (with the count of each), company and
 * text (in the URL with the page and the sort), newest first unless a header sorts them (the server
 * orders every page); each opens its detail with the lifecycle actions. XLSX/CSV export in the
 * same order.
 */
export default function StaffAgreementsPage() {
  const { t, i18n } = useTranslation('staffAgreements');
  const { t: tAdmin } = useTranslation('staffAdmin');
  const list = useListState(['estado', 'idEmpresa', 'texto'] as const);
  const estado = oneOf(agreementStatuses, list.values.estado);
  const idEmpresa = positiveId(list.values.idEmpresa);
  const texto = list.values.texto;
  const filters = { estado, idEmpresa, texto: texto.trim() || undefined };
  const agreements = useStaffAgreements({ ...filters, pagina: list.page }, list.sort);
  const counts = agreements.data?.porEstado;
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const label = (name: string, count: number | undefined) =>
    count === undefined ? name : t('agreements.statusOption', { estado: name, count });

  const columns: ListColumn<StaffAgreementItem>[] = [
    {
      key: 'numero',
      header: t('agreements.number'),
      sortable: true,
      cell: (c) => (
        <Anchor
          component={Link}
          to={pathFor('gestion_convenio', { id: String(c.idConvenio) })}
          aria-label={t('common.viewLabel', { id: c.idConvenio, empresa: c.empresa })}
        >
          {c.idConvenio}
        </Anchor>
      ),
    },
    {
      key: 'empresa',
      header: t('common.company'),
      sortable: true,
      cell: (c) => (
        <>
          <Text size="sm">{c.empresa}</Text>
          <Text size="xs" c="dimmed">
            {c.cif}
          </Text>
        </>
      ),
    },
    {
      key: 'fecha',
      header: t('agreements.date'),
      sortable: true,
      cell: (c) => formatDay(c.fecha, i18n.language),
    },
    {
      key: 'estado',
      header: t('agreements.state'),
      cell: (c) => <AgreementStatusBadge estado={c.estado} />,
    },
    { key: 'firmante', header: t('agreements.signer'), sortable: true, cell: (c) => c.firmante },
    {
      key: 'caducidad',
      header: t('agreements.expiry'),
      sortable: true,
      cell: (c) =>
        c.fechaCaducidad === null
          ? t('agreements.noExpiry')
          : formatDay(c.fechaCaducidad, i18n.language),
    },
    {
      key: 'firmas',
      header: t('agreements.files'),
      cell: (c) => (
        <Text size="xs">
          {[
            c.tieneFirmaEmpresa ? t('agreements.signedByCompany') : null,
            c.tieneFirmaUniversidad ? t('agreements.signedByUniversity') : null,
          ]
            .filter(Boolean)
            .join(' · ') || '—'}
        </Text>
      ),
    },
  ];

  return (
    <PageFrame size="xl">
      <Text>{t('agreements.intro')}</Text>
      <ListFilters label={tAdmin('common.filters')} gap="md">
        <Select
          label={t('agreements.statusFilter')}
          data={[
            { value: 'all', label: label(t('common.all'), all) },
            ...agreementStatuses.map((s) => ({
              value: s,
              label: label(t(`status.${s}`), counts?.[s]),
            })),
          ]}
          value={estado ?? 'all'}
          allowDeselect={false}
          onChange={(v) => {
            list.setFilters({ estado: oneOf(agreementStatuses, v ?? '') ?? '' });
          }}
          w={260}
          data-testid="filter-status"
        />
        <CompanySelect
          label={t('common.company')}
          placeholder={t('common.allCompanies')}
          value={idEmpresa}
          onChange={(id) => {
            list.setFilters({ idEmpresa: id === undefined ? '' : String(id) });
          }}
          testId="filter-company"
        />
        <TextInput
          label={t('agreements.searchLabel')}
          type="search"
          value={texto}
          onChange={(event) => {
            list.setFilters({ texto: event.currentTarget.value }, { replace: true });
          }}
          miw={280}
          data-testid="filter-text"
        />
        <ExportButtons
          href={(formato) => agreementsExportHref(filters, list.sort, formato)}
          fileName="convenios"
          testId="agreements-export"
        />
      </ListFilters>
      <ListBody
        query={agreements}
        rows={(data) => data.convenios}
        emptyText={t('agreements.empty')}
      >
        {(rows, data) => (
          <Stack gap="sm">
            <ListTotal
              text={t('agreements.count', { count: data.total })}
              testId="agreements-total"
            />
            <ListTable
              testId="staff-agreements"
              rows={rows}
              rowKey={(c) => c.idConvenio}
              rowTestId={(c) => `staff-agreement-${String(c.idConvenio)}`}
              columns={columns}
              minWidth={820}
              sort={list.sort}
              onSort={list.toggleSort}
            />
            <ListPager
              total={data.total}
              pageSize={AGREEMENTS_PAGE_SIZE}
              page={list.page}
              onChange={list.setPage}
            />
          </Stack>
        )}
      </ListBody>
    </PageFrame>
  );
}
