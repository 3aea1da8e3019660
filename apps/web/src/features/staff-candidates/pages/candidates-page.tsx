import { Anchor, Badge, Group, Pagination, Table, Text } from '@mantine/core';
import { candidateAccountStateSchema, pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButtons } from '../../../components/list-kit/list-export.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { oneOf, useUrlFilters } from '../../../lib/use-url-filters.ts';
import {
  CANDIDATES_PAGE_SIZE,
  candidatesExportHref,
  useCandidateSearch,
  type CandidateFilters,
} from '../api/staff-candidates.ts';
import { CandidateSearchForm } from '../components/candidate-search-form.tsx';
import { VerifiedBadge } from '../components/verified-badge.tsx';

export const stateColor = { activo: 'green', bloqueado: 'red', baja: 'gray' } as const;

const verifiedValues = ['si', 'no'] as const;

/**
 * /gestion/candidatos: search by name, DNI, email, degree, account state and verification (in the
 * URL: shareable, restored by reload and the back button); each row opens the sheet.
 */
export default function CandidatesPage() {
  const { t } = useTranslation('backOffice');
  const [url, setUrl] = useUrlFilters([
    'texto',
    'titulacion',
    'estado',
    'verificado',
    'pagina',
  ] as const);
  const estado = oneOf(candidateAccountStateSchema.options, url.estado);
  const verificado = oneOf(verifiedValues, url.verificado);
  const filters: CandidateFilters = {
    ...(url.texto ? { texto: url.texto } : {}),
    ...(url.titulacion ? { titulacion: url.titulacion } : {}),
    ...(estado === undefined ? {} : { estado }),
    ...(verificado === undefined ? {} : { verificado }),
  };
  const pagina = Math.max(1, Math.trunc(Number(url.pagina)) || 1);
  const search = useCandidateSearch(filters, pagina);
  const total = search.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CANDIDATES_PAGE_SIZE));

  return (
    <PageFrame>
      <Group justify="space-between">
        <Text>{t('candidates.intro')}</Text>
        <Anchor component={Link} to={pathFor('gestion_solicitudes_bajas')}>
          {t('candidates.toDeletions')}
        </Anchor>
      </Group>
      <CandidateSearchForm
        values={{
          texto: url.texto,
          titulacion: url.titulacion,
          estado: estado ?? '',
          verificado: verificado ?? '',
        }}
        onSearch={(values) => {
          setUrl({ ...values, pagina: '' });
        }}
      />
      <Section
        title={t('candidates.list.title')}
        testId="candidates"
        action={
          <ExportButtons
            href={(formato) => candidatesExportHref(filters, formato)}
            fileName="candidatos"
            testId="candidates-export"
          />
        }
      >
        <QueryState
          query={search}
          emptyText={t('candidates.list.empty')}
          isEmpty={(d) => d.candidatos.length === 0}
        >
          {(data) => (
            <>
              <Text size="sm" c="dimmed" role="status" data-testid="candidates-total">
                {t('candidates.list.total', { count: data.total })}
              </Text>
              <Table.ScrollContainer minWidth={860}>
                <Table striped withTableBorder data-testid="candidates-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('candidates.fields.nombre')}</Table.Th>
                      <Table.Th scope="col">{t('candidates.fields.dni')}</Table.Th>
                      <Table.Th scope="col">{t('candidates.fields.email')}</Table.Th>
                      <Table.Th scope="col">{t('candidates.fields.titulaciones')}</Table.Th>
                      <Table.Th scope="col">{t('candidates.fields.estado')}</Table.Th>
                      <Table.Th scope="col">{t('candidates.fields.verificado')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.candidatos.map((c) => (
                      <Table.Tr key={c.idUsuario} data-testid="candidates-row">
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={pathFor('gestion_candidato', { id: c.idUsuario })}
                          >
                            {c.apellidos}, {c.nombre}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{c.dni ?? '—'}</Table.Td>
                        <Table.Td>{c.email}</Table.Td>
                        <Table.Td>{c.titulaciones.join(', ')}</Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            <Badge
                              variant="light"
                              color={stateColor[c.estado]}
                              style={{ minWidth: 'max-content' }}
                            >
                              {t(`candidates.states.${c.estado}`)}
                            </Badge>
                            {c.solicitudBajaPendiente && (
                              <Badge
                                variant="light"
                                color="orange"
                                style={{ minWidth: 'max-content' }}
                              >
                                {t('candidates.deletionPending')}
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <VerifiedBadge verified={c.verificado} />
                        </Table.Td>
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
                    onChange={(page) => {
                      setUrl({ pagina: page === 1 ? '' : String(page) });
                    }}
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
