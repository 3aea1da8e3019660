import { Anchor, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { agreementStatuses, pathFor, type AgreementStatus } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ExportButtons, ListPager } from '../../../components/staff-admin-kit.tsx';
import { formatDay } from '../../../lib/dates.ts';
import {
  AGREEMENTS_PAGE_SIZE,
  agreementsExportHref,
  useStaffAgreements,
} from '../api/staff-agreements.ts';
import { CompanySelect } from '../components/company-select.tsx';
import { AgreementStatusBadge } from '../components/status-badge.tsx';

/**
 * /gestion/convenios: every company's agreements by state (with the count of each), company and
 * text, newest first; each opens its detail with the lifecycle actions. XLSX/CSV export.
 */
export default function StaffAgreementsPage() {
  const { t, i18n } = useTranslation('staffAgreements');
  const [estado, setEstado] = useState<AgreementStatus | undefined>(undefined);
  const [idEmpresa, setIdEmpresa] = useState<number | undefined>(undefined);
  const [texto, setTexto] = useState('');
  const [pagina, setPagina] = useState(1);
  const filters = { estado, idEmpresa, texto: texto.trim() || undefined };
  const agreements = useStaffAgreements({ ...filters, pagina });
  const counts = agreements.data?.porEstado;
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const label = (name: string, count: number | undefined) =>
    count === undefined ? name : t('agreements.statusOption', { estado: name, count });

  return (
    <PageFrame size="xl">
      <Text>{t('agreements.intro')}</Text>
      <Group gap="md" align="flex-end" wrap="wrap">
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
            setEstado(agreementStatuses.find((s) => s === v));
            setPagina(1);
          }}
          w={260}
          data-testid="filter-status"
        />
        <CompanySelect
          label={t('common.company')}
          placeholder={t('common.allCompanies')}
          value={idEmpresa}
          onChange={(id) => {
            setIdEmpresa(id);
            setPagina(1);
          }}
          testId="filter-company"
        />
        <TextInput
          label={t('agreements.searchLabel')}
          type="search"
          value={texto}
          onChange={(event) => {
            setTexto(event.currentTarget.value);
            setPagina(1);
          }}
          miw={280}
          data-testid="filter-text"
        />
        <ExportButtons
          href={(formato) => agreementsExportHref(filters, formato)}
          fileName="convenios"
          testId="agreements-export"
        />
      </Group>
      <QueryState
        query={agreements}
        emptyText={t('agreements.empty')}
        isEmpty={(data) => data.convenios.length === 0}
      >
        {(data) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" role="status" data-testid="agreements-total">
              {t('agreements.count', { count: data.total })}
            </Text>
            <Table.ScrollContainer minWidth={820}>
              <Table striped highlightOnHover data-testid="staff-agreements">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('agreements.number')}</Table.Th>
                    <Table.Th scope="col">{t('common.company')}</Table.Th>
                    <Table.Th scope="col">{t('agreements.date')}</Table.Th>
                    <Table.Th scope="col">{t('agreements.state')}</Table.Th>
                    <Table.Th scope="col">{t('agreements.signer')}</Table.Th>
                    <Table.Th scope="col">{t('agreements.expiry')}</Table.Th>
                    <Table.Th scope="col">{t('agreements.files')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.convenios.map((c) => (
                    <Table.Tr
                      key={c.idConvenio}
                      data-testid={`staff-agreement-${String(c.idConvenio)}`}
                    >
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={pathFor('gestion_convenio', { id: String(c.idConvenio) })}
                          aria-label={t('common.viewLabel', {
                            id: c.idConvenio,
                            empresa: c.empresa,
                          })}
                        >
                          {c.idConvenio}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{c.empresa}</Text>
                        <Text size="xs" c="dimmed">
                          {c.cif}
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatDay(c.fecha, i18n.language)}</Table.Td>
                      <Table.Td>
                        <AgreementStatusBadge estado={c.estado} />
                      </Table.Td>
                      <Table.Td>{c.firmante}</Table.Td>
                      <Table.Td>
                        {c.fechaCaducidad === null
                          ? t('agreements.noExpiry')
                          : formatDay(c.fechaCaducidad, i18n.language)}
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs">
                          {[
                            c.tieneFirmaEmpresa ? t('agreements.signedByCompany') : null,
                            c.tieneFirmaUniversidad ? t('agreements.signedByUniversity') : null,
                          ]
                            .filter(Boolean)
                            .join(' · ') || '—'}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPager
              total={data.total}
              pageSize={AGREEMENTS_PAGE_SIZE}
              page={pagina}
              onChange={setPagina}
            />
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
