import {
  Anchor,
  Badge,
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
import { ExportButtons } from '../../../components/export-buttons.tsx';
import {
  CANDIDATES_PAGE_SIZE,
  candidatesExportHref,
  useCandidateSearch,
  type CandidateFilters,
} from '../api/staff-candidates.ts';

export const stateColor = { activo: 'green', bloqueado: 'red', baja: 'gray' } as const;

/** /gestion/candidatos: search by name, DNI, email or degree; each row opens the sheet. */
export default function CandidatesPage() {
  const { t } = useTranslation('backOffice');
  const [form, setForm] = useState({ texto: '', titulacion: '', estado: '' });
  const [filters, setFilters] = useState<CandidateFilters>({});
  const [pagina, setPagina] = useState(1);
  const search = useCandidateSearch(filters, pagina);
  const total = search.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CANDIDATES_PAGE_SIZE));

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setFilters({
      ...(form.texto.trim() ? { texto: form.texto.trim() } : {}),
      ...(form.titulacion.trim() ? { titulacion: form.titulacion.trim() } : {}),
      ...(form.estado === 'activo' || form.estado === 'bloqueado' || form.estado === 'baja'
        ? { estado: form.estado }
        : {}),
    });
    setPagina(1);
  };

  return (
    <PageFrame>
      <Group justify="space-between">
        <Text>{t('candidates.intro')}</Text>
        <Anchor component={Link} to={pathFor('gestion_solicitudes_bajas')}>
          {t('candidates.toDeletions')}
        </Anchor>
      </Group>
      <Paper withBorder p="md">
        <form noValidate onSubmit={submit} role="search" aria-label={t('candidates.search.title')}>
          <Group grow align="flex-end" wrap="wrap">
            <TextInput
              label={t('candidates.search.texto')}
              description={t('candidates.search.textoHint')}
              value={form.texto}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setForm((f) => ({ ...f, texto: value }));
              }}
              data-testid="candidates-text"
            />
            <TextInput
              label={t('candidates.search.titulacion')}
              description={t('candidates.search.titulacionHint')}
              value={form.titulacion}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setForm((f) => ({ ...f, titulacion: value }));
              }}
            />
            <Select
              label={t('candidates.search.estado')}
              description={t('candidates.search.estadoHint')}
              clearable
              data={(['activo', 'bloqueado', 'baja'] as const).map((value) => ({
                value,
                label: t(`candidates.states.${value}`),
              }))}
              value={form.estado === '' ? null : form.estado}
              onChange={(value) => {
                setForm((f) => ({ ...f, estado: value ?? '' }));
              }}
            />
          </Group>
          <Group justify="flex-end" mt="sm">
            <Button type="submit" data-testid="candidates-search">
              {t('common.search')}
            </Button>
          </Group>
        </form>
      </Paper>
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
              <Table.ScrollContainer minWidth={760}>
                <Table striped withTableBorder data-testid="candidates-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('candidates.fields.nombre')}</Table.Th>
                      <Table.Th scope="col">{t('candidates.fields.dni')}</Table.Th>
                      <Table.Th scope="col">{t('candidates.fields.email')}</Table.Th>
                      <Table.Th scope="col">{t('candidates.fields.titulaciones')}</Table.Th>
                      <Table.Th scope="col">{t('candidates.fields.estado')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.candidatos.map((c) => (
                      <Table.Tr key={c.idUsuario}>
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
                            <Badge variant="light" color={stateColor[c.estado]}>
                              {t(`candidates.states.${c.estado}`)}
                            </Badge>
                            {c.solicitudBajaPendiente && (
                              <Badge variant="light" color="orange">
                                {t('candidates.deletionPending')}
                              </Badge>
                            )}
                          </Group>
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
