import { Anchor, Badge, Group, Select, Text, TextInput } from '@mantine/core';
import { pathFor, type StaffApplicationRow } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationCandidateCell } from '../../../../components/application-candidate-cell.tsx';
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
import { oneOf, positiveId } from '../../../../lib/use-url-filters.ts';
import {
  APPLICATION_PAGE_SIZE,
  applicationExportHref,
  useStaffApplications,
  type ApplicationFilters,
} from '../api/staff-applications.ts';
import { useApplicationStateName } from '../../../../lib/application-state-names.ts';

const stateIds = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '16', '17'] as const;
interface ApplicationForm {
  texto: string;
  estado: string | null;
  idOferta: string;
  idEmpresa: string;
}

/**
 * /gestion/candidaturas: every application by offer, company, state and text (in the URL: other
 * pages link with `?idOferta=` or `?idEmpresa=`), the latest changed first or sorted by a header
 * (the server orders every page), exportable as filtered and sorted; each opens its record with
 * its history.
 */
export default function StaffApplicationsPage() {
  const { t } = useTranslation('staffAdmin');
  const stateName = useApplicationStateName();
  const list = useListState(['texto', 'estado', 'idOferta', 'idEmpresa'] as const);
  const { texto } = list.values;
  const estado = oneOf(stateIds, list.values.estado);
  const idOferta = positiveId(list.values.idOferta);
  const idEmpresa = positiveId(list.values.idEmpresa);
  const filters = useMemo<ApplicationFilters>(
    () => ({
      ...(texto ? { texto } : {}),
      ...(estado ? { estado: Number(estado) } : {}),
      ...(idOferta === undefined ? {} : { idOferta }),
      ...(idEmpresa === undefined ? {} : { idEmpresa }),
    }),
    [texto, estado, idOferta, idEmpresa],
  );
  const [draft, , bind] = useFilterDraft<ApplicationForm>({
    texto,
    estado: estado ?? null,
    idOferta: idOferta === undefined ? '' : String(idOferta),
    idEmpresa: idEmpresa === undefined ? '' : String(idEmpresa),
  });
  const applications = useStaffApplications(filters, list.page, list.sort);
  const columns: ListColumn<StaffApplicationRow>[] = [
    {
      key: 'candidato',
      header: t('applications.list.candidate'),
      sortable: true,
      cell: (a) => <ApplicationCandidateCell {...a} />,
    },
    {
      key: 'oferta',
      header: t('applications.list.offer'),
      sortable: true,
      cell: (a) => (
        <Anchor component={Link} to={pathFor('gestion_oferta', { id: a.idOferta })}>
          {a.oferta}
        </Anchor>
      ),
    },
    {
      key: 'empresa',
      header: t('applications.list.company'),
      sortable: true,
      cell: (a) => a.empresa,
    },
    {
      key: 'estado',
      header: t('common.state'),
      cell: (a) => (
        <Group gap={4}>
          <Badge variant="light">{stateName(a.idEstado, a.Estado)}</Badge>
          {a.pendienteFirma && (
            <Badge variant="outline" color="orange">
              {t('applications.list.pendingSignature')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'cambio',
      header: t('applications.list.changed'),
      sortable: true,
      cell: (a) => a.fechaCambio,
    },
  ];

  return (
    <PageFrame>
      <Text>{t('applications.intro')}</Text>
      <PagedListSection
        title={t('applications.list.title')}
        testId="staff-applications"
        exportAs={{
          href: (formato) => applicationExportHref(filters, list.sort, formato),
          fileName: 'candidaturas',
        }}
        filters={
          <ListFilters
            label={t('common.filters')}
            applyLabel={t('common.apply')}
            applyTestId="application-filter-apply"
            onApply={() => {
              list.apply(
                {
                  texto: draft.texto.trim(),
                  estado: draft.estado ?? '',
                  idOferta: String(positiveId(draft.idOferta) ?? ''),
                  idEmpresa: String(positiveId(draft.idEmpresa) ?? ''),
                },
                applications.refetch,
              );
            }}
          >
            <TextInput
              label={t('applications.filters.text')}
              {...bind.text('texto')}
              data-testid="application-text-filter"
            />
            <Select
              label={t('common.state')}
              placeholder={t('common.all')}
              clearable
              data={labelledOptions(stateIds, (value) => stateName(Number(value), value))}
              {...bind.choice('estado')}
              data-testid="application-state-filter"
            />
            <TextInput
              label={t('applications.filters.offer')}
              inputMode="numeric"
              w={120}
              {...bind.text('idOferta')}
            />
            <TextInput
              label={t('applications.filters.company')}
              inputMode="numeric"
              w={120}
              {...bind.text('idEmpresa')}
            />
          </ListFilters>
        }
        query={applications}
        rows={(data) => data.candidaturas}
        total={(data) => data.total}
        emptyText={t('common.empty')}
        resultsTestId="application"
        rowKey={(a) => a.idCandidatura}
        columns={columns}
        minWidth={760}
        pageSize={APPLICATION_PAGE_SIZE}
        list={list}
      />
    </PageFrame>
  );
}
