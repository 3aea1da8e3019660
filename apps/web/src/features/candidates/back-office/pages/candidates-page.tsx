import { Anchor, Badge, Group, Text } from '@mantine/core';
import { candidateAccountStateSchema, pathFor, type StaffCandidateItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type ListColumn,
  PagedListSection,
  useListState,
} from '../../../../components/list-kit/index.ts';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { oneOf } from '../../../../lib/use-url-filters.ts';
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
const activationValues = ['pendiente', 'hecha'] as const;

/**
 * /gestion/candidatos: search by name, DNI, email, degree, account state, verification and accounts
 * the academic record made that nobody has activated yet, sorted
 * by name or by a header (the server orders every page), all in the URL: shareable, restored by
 * reload and the back button; each row opens the sheet.
 */
export default function CandidatesPage() {
  const { t } = useTranslation('backOffice');
  const list = useListState(['texto', 'titulacion', 'estado', 'verificado', 'activacion'] as const);
  const url = list.values;
  const estado = oneOf(candidateAccountStateSchema.options, url.estado);
  const verificado = oneOf(verifiedValues, url.verificado);
  const activacion = oneOf(activationValues, url.activacion);
  const filters: CandidateFilters = {
    ...(url.texto ? { texto: url.texto } : {}),
    ...(url.titulacion ? { titulacion: url.titulacion } : {}),
    ...(estado === undefined ? {} : { estado }),
    ...(verificado === undefined ? {} : { verificado }),
    ...(activacion === undefined ? {} : { activacion }),
  };
  const search = useCandidateSearch(filters, list.page, list.sort);
  const columns: ListColumn<StaffCandidateItem>[] = [
    {
      key: 'nombre',
      header: t('candidates.fields.nombre'),
      sortable: true,
      cell: (c) => (
        <Anchor component={Link} to={pathFor('gestion_candidato', { id: c.idUsuario })}>
          {c.apellidos}, {c.nombre}
        </Anchor>
      ),
    },
    { key: 'dni', header: t('candidates.fields.dni'), sortable: true, cell: (c) => c.dni ?? '—' },
    { key: 'email', header: t('candidates.fields.email'), sortable: true, cell: (c) => c.email },
    {
      key: 'titulaciones',
      header: t('candidates.fields.titulaciones'),
      cell: (c) => c.titulaciones.join(', '),
    },
    {
      key: 'estado',
      header: t('candidates.fields.estado'),
      cell: (c) => (
        <Group gap={4}>
          <Badge variant="light" color={stateColor[c.estado]} style={{ minWidth: 'max-content' }}>
            {t(`candidates.states.${c.estado}`)}
          </Badge>
          {c.activacionPendiente && (
            <Badge variant="light" color="yellow" style={{ minWidth: 'max-content' }}>
              {t('candidates.activationPendingShort')}
            </Badge>
          )}
          {c.solicitudBajaPendiente && (
            <Badge variant="light" color="orange" style={{ minWidth: 'max-content' }}>
              {t('candidates.deletionPending')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'verificado',
      header: t('candidates.fields.verificado'),
      sortable: true,
      cell: (c) => <VerifiedBadge verified={c.verificado} />,
    },
  ];

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
          activacion: activacion ?? '',
        }}
        onSearch={(patch) => {
          list.apply(patch, search.refetch);
        }}
      />
      <PagedListSection
        title={t('candidates.list.title')}
        testId="candidates"
        exportAs={{
          href: (formato) => candidatesExportHref(filters, list.sort, formato),
          fileName: 'candidatos',
          testId: 'candidates-export',
        }}
        query={search}
        rows={(data) => data.candidatos}
        total={(data) => data.total}
        totalText={(count) => t('candidates.list.total', { count })}
        emptyText={t('candidates.list.empty')}
        resultsTestId="candidates"
        rowKey={(c) => c.idUsuario}
        columns={columns}
        minWidth={860}
        pageSize={CANDIDATES_PAGE_SIZE}
        list={list}
      />
    </PageFrame>
  );
}
