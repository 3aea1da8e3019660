import { Anchor, Select, Text, TextInput } from '@mantine/core';
import {
  pathFor,
  staffCompanyStates,
  type StaffCompanyRow,
  type StaffCompanyState,
} from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  labelledOptions,
  type ListColumn,
  ListFilters,
  PagedListSection,
  useFilterDraft,
  useListState,
} from '../../../../components/list-kit/index.ts';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { DoneNotice, useNotice } from '../../../../components/staff-admin-kit.tsx';
import { oneOf } from '../../../../lib/use-url-filters.ts';
import {
  COMPANY_PAGE_SIZE,
  companyExportHref,
  useStaffCompanies,
  type CompanyFilters,
} from '../api/staff-companies.ts';
import { AccountRequestsSection } from '../components/account-requests-section.tsx';
import { CompanyStateBadges } from '../components/company-state-badges.tsx';

/**
 * /gestion/empresas: account requests waiting, then every company with search (name, CIF) and
 * state filters, waiting first or sorted by a header (the server orders every page), exportable
 * in that order; each opens its record (/gestion/empresas/{id}).
 */
export default function StaffCompaniesPage() {
  const { t } = useTranslation('staffAdmin');
  // The filters, the page and the sort live in the address, so a link (the dashboard's «pending
  // companies») opens the list already filtered and reload or back keeps it.
  const list = useListState(['texto', 'estado'] as const);
  const { texto: urlTexto, estado: urlEstado } = list.values;
  const filters = useMemo<CompanyFilters>(() => {
    const state = oneOf(staffCompanyStates, urlEstado);
    return {
      ...(urlTexto ? { texto: urlTexto } : {}),
      ...(state ? { estado: state } : {}),
    };
  }, [urlTexto, urlEstado]);
  const [draft, setDraft, bind] = useFilterDraft<{
    texto: string;
    estado: StaffCompanyState | null;
  }>({
    texto: filters.texto ?? '',
    estado: filters.estado ?? null,
  });
  const [done, setDone] = useNotice();
  const companies = useStaffCompanies(filters, list.page, list.sort);
  const columns: ListColumn<StaffCompanyRow>[] = [
    {
      key: 'nombre',
      header: t('companies.list.name'),
      sortable: true,
      cell: (company) => (
        <Anchor component={Link} to={pathFor('gestion_empresa', { id: company.idEmpresa })}>
          {company.nombreComercial}
        </Anchor>
      ),
    },
    { key: 'cif', header: t('companies.list.cif'), sortable: true, cell: (company) => company.cif },
    {
      key: 'estado',
      header: t('common.state'),
      cell: (company) => <CompanyStateBadges company={company} />,
    },
    {
      key: 'alta',
      header: t('companies.list.registered'),
      sortable: true,
      cell: (company) => company.fechaAlta,
    },
    {
      key: 'usuarios',
      header: t('companies.list.users'),
      sortable: true,
      cell: (company) => company.numUsuarios,
    },
    {
      key: 'ofertas',
      header: t('companies.list.offers'),
      sortable: true,
      cell: (company) => company.numOfertas,
    },
  ];

  return (
    <PageFrame>
      <Text>{t('companies.intro')}</Text>
      <DoneNotice
        notice={done}
        onClose={() => {
          setDone(null);
        }}
      />
      <AccountRequestsSection onDone={setDone} />
      <PagedListSection
        title={t('companies.list.title')}
        testId="staff-companies"
        exportAs={{
          href: (formato) => companyExportHref(filters, list.sort, formato),
          fileName: 'empresas',
        }}
        filters={
          <ListFilters
            label={t('common.filters')}
            applyLabel={t('common.apply')}
            applyTestId="company-filter-apply"
            onApply={() => {
              list.apply(
                { texto: draft.texto.trim(), estado: draft.estado ?? '' },
                companies.refetch,
              );
            }}
          >
            <TextInput
              label={t('common.search')}
              placeholder={t('common.searchHint')}
              {...bind.text('texto')}
              data-testid="company-search"
            />
            <Select
              label={t('common.state')}
              placeholder={t('common.all')}
              clearable
              data={labelledOptions(staffCompanyStates, (value) => t(`companies.states.${value}`))}
              value={draft.estado}
              onChange={(value) => {
                setDraft({ estado: oneOf(staffCompanyStates, value ?? '') ?? null });
              }}
              data-testid="company-state-filter"
            />
          </ListFilters>
        }
        query={companies}
        rows={(data) => data.empresas}
        total={(data) => data.total}
        emptyText={t('common.empty')}
        resultsTestId="company"
        rowKey={(company) => company.idEmpresa}
        columns={columns}
        minWidth={640}
        pageSize={COMPANY_PAGE_SIZE}
        list={list}
      />
    </PageFrame>
  );
}
