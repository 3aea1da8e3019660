import { Anchor, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { pathFor, staffCompanyStates, type StaffCompanyState } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { oneOf, useUrlFilters } from '../../../lib/use-url-filters.ts';
import { DoneNotice, ExportButtons, ResultTable } from '../../../components/staff-admin-kit.tsx';
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
 * state filters, exportable; each opens its record (/gestion/empresas/{id}).
 */
export default function StaffCompaniesPage() {
  const { t } = useTranslation('staffAdmin');
  // The filters live in the address, so a link (the dashboard's «pending companies») opens the
  // list already filtered and reload or back keeps it.
  const [url, setUrl] = useUrlFilters(['texto', 'estado'] as const);
  const filters = useMemo<CompanyFilters>(() => {
    const state = oneOf(staffCompanyStates, url.estado);
    return {
      ...(url.texto ? { texto: url.texto } : {}),
      ...(state ? { estado: state } : {}),
    };
  }, [url.texto, url.estado]);
  const [texto, setTexto] = useState(filters.texto ?? '');
  const [estado, setEstado] = useState<StaffCompanyState | null>(filters.estado ?? null);
  // The form follows the address when it changes (a link, back, forward): adjusted while
  // rendering, as React advises for state derived from a changed input.
  const [shownFilters, setShownFilters] = useState(filters);
  if (shownFilters !== filters) {
    setShownFilters(filters);
    setTexto(filters.texto ?? '');
    setEstado(filters.estado ?? null);
  }
  const [pagina, setPagina] = useState(1);
  const [done, setDone] = useState<string | null>(null);
  const companies = useStaffCompanies(filters, pagina);

  return (
    <PageFrame>
      <Text>{t('companies.intro')}</Text>
      <DoneNotice
        text={done}
        onClose={() => {
          setDone(null);
        }}
      />
      <AccountRequestsSection onDone={setDone} />
      <Section
        title={t('companies.list.title')}
        testId="staff-companies"
        action={
          <ExportButtons
            href={(formato) => companyExportHref(filters, formato)}
            fileName="empresas"
          />
        }
      >
        <Stack gap="sm">
          <form
            role="search"
            aria-label={t('common.filters')}
            onSubmit={(event) => {
              event.preventDefault();
              setPagina(1);
              setUrl({ texto: texto.trim(), estado: estado ?? '' });
            }}
          >
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('common.search')}
                placeholder={t('common.searchHint')}
                value={texto}
                onChange={(event) => {
                  setTexto(event.currentTarget.value);
                }}
                data-testid="company-search"
              />
              <Select
                label={t('common.state')}
                placeholder={t('common.all')}
                clearable
                data={staffCompanyStates.map((value) => ({
                  value,
                  label: t(`companies.states.${value}`),
                }))}
                value={estado}
                onChange={(value) => {
                  setEstado(oneOf(staffCompanyStates, value ?? '') ?? null);
                }}
                data-testid="company-state-filter"
              />
              <Button type="submit" data-testid="company-filter-apply">
                {t('common.apply')}
              </Button>
            </Group>
          </form>
          <QueryState
            query={companies}
            emptyText={t('common.empty')}
            isEmpty={(data) => data.empresas.length === 0}
          >
            {(data) => (
              <ResultTable
                testId="company"
                total={data.total}
                rows={data.empresas}
                rowKey={(company) => company.idEmpresa}
                headers={[
                  t('companies.list.name'),
                  t('companies.list.cif'),
                  t('common.state'),
                  t('companies.list.registered'),
                  t('companies.list.users'),
                  t('companies.list.offers'),
                ]}
                minWidth={640}
                pageSize={COMPANY_PAGE_SIZE}
                page={pagina}
                onPage={setPagina}
                cells={(company) => (
                  <>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={pathFor('gestion_empresa', { id: company.idEmpresa })}
                      >
                        {company.nombreComercial}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{company.cif}</Table.Td>
                    <Table.Td>
                      <CompanyStateBadges company={company} />
                    </Table.Td>
                    <Table.Td>{company.fechaAlta}</Table.Td>
                    <Table.Td>{company.numUsuarios}</Table.Td>
                    <Table.Td>{company.numOfertas}</Table.Td>
                  </>
                )}
              />
            )}
          </QueryState>
        </Stack>
      </Section>
    </PageFrame>
  );
}
