import { Anchor, Badge, Select, Text, TextInput } from '@mantine/core';
import { pathFor, staffInternshipStates, type StaffInternshipRow } from '@portal/contracts';
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
import { oneOf } from '../../../../lib/use-url-filters.ts';
import {
  APPLICATION_PAGE_SIZE,
  internshipExportHref,
  useStaffInternships,
  type InternshipFilters,
} from '../api/staff-applications.ts';

/**
 * /gestion/practicas: internships by state and text (in the URL) with their pending documents,
 * the latest started first or sorted by a header (the server orders every page), exportable as
 * filtered and sorted.
 */
export default function StaffInternshipsPage() {
  const { t } = useTranslation('staffAdmin');
  const list = useListState(['texto', 'estado'] as const);
  const { texto } = list.values;
  const estado = oneOf(staffInternshipStates, list.values.estado);
  const filters = useMemo<InternshipFilters>(
    () => ({ ...(texto ? { texto } : {}), ...(estado ? { estado } : {}) }),
    [texto, estado],
  );
  const [draft, , bind] = useFilterDraft<{ texto: string; estado: string | null }>({
    texto,
    estado: estado ?? null,
  });
  const internships = useStaffInternships(filters, list.page, list.sort);
  const columns: ListColumn<StaffInternshipRow>[] = [
    {
      key: 'practica',
      header: t('internships.list.internship'),
      sortable: true,
      cell: (p) => (
        <Anchor component={Link} to={pathFor('gestion_practica', { id: p.idPractica })}>
          {p.titulo}
        </Anchor>
      ),
    },
    {
      key: 'candidato',
      header: t('internships.list.candidate'),
      sortable: true,
      cell: (p) => p.candidato,
    },
    {
      key: 'empresa',
      header: t('internships.list.company'),
      sortable: true,
      cell: (p) => p.empresa,
    },
    {
      key: 'estado',
      header: t('common.state'),
      cell: (p) => <Badge variant="light">{t(`internships.states.${p.estado}`)}</Badge>,
    },
    {
      key: 'periodo',
      header: t('internships.list.period'),
      sortable: true,
      cell: (p) => (
        <>
          {p.fechaInicio} – {p.fechaFin}
        </>
      ),
    },
    {
      key: 'documentos',
      header: t('internships.list.documents'),
      sortable: true,
      cell: (p) => (
        <>
          {p.numDocumentos}
          {p.numDocumentosPendientes > 0 &&
            ` (${t('internships.list.pendingDocuments', { count: p.numDocumentosPendientes })})`}
        </>
      ),
    },
  ];

  return (
    <PageFrame>
      <Text>{t('internships.intro')}</Text>
      <PagedListSection
        title={t('internships.list.title')}
        testId="staff-internships"
        exportAs={{
          href: (formato) => internshipExportHref(filters, list.sort, formato),
          fileName: 'practicas',
        }}
        filters={
          <ListFilters
            label={t('common.filters')}
            applyLabel={t('common.apply')}
            applyTestId="internship-filter-apply"
            onApply={() => {
              list.apply(
                { texto: draft.texto.trim(), estado: draft.estado ?? '' },
                internships.refetch,
              );
            }}
          >
            <TextInput
              label={t('internships.filters.text')}
              {...bind.text('texto')}
              data-testid="internship-text-filter"
            />
            <Select
              label={t('common.state')}
              placeholder={t('common.all')}
              clearable
              data={labelledOptions(staffInternshipStates, (value) =>
                t(`internships.states.${value}`),
              )}
              {...bind.choice('estado')}
            />
          </ListFilters>
        }
        query={internships}
        rows={(data) => data.practicas}
        total={(data) => data.total}
        emptyText={t('common.empty')}
        resultsTestId="internship"
        rowKey={(p) => p.idPractica}
        columns={columns}
        minWidth={760}
        pageSize={APPLICATION_PAGE_SIZE}
        list={list}
      />
    </PageFrame>
  );
}
