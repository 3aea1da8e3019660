import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { pathFor, type ApplicationList as ApplicationListData } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCurrentRoute } from '../../../lib/current-route.ts';
import { useSession } from '../../../lib/session.ts';
import { applicationKeys } from '../api/application-keys.ts';
import { useMyApplications } from '../api/get-my-applications.ts';
import { useReorderApplications } from '../api/reorder-applications.ts';
import { ApplicationFiltersBar } from '../components/application-filters.tsx';
import { ApplicationList } from '../components/application-list.tsx';
import {
  APPLICATIONS_PER_PAGE,
  familyOfRoute,
  parseFilters,
  serialiseFilters,
  visibleFamilies,
  type ApplicationFilters,
} from '../lib/list-filters.ts';

const offerListOf = {
  practicas: 'ofertas_practicas',
  practicastitulados: 'ofertas_practicas_titulados',
  empleo: 'ofertas_empleo',
} as const;

/**
 * My applications (/mis-candidaturas-empleo, -estudiante, -titulado): filters in the URL, by
 * order of preference, which the candidate can change.
 */
export default function MyApplicationsPage() {
  const { t } = useTranslation('applications');
  const route = useCurrentRoute();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const family = familyOfRoute(route?.route.name);
  const query = {
    pagina: filters.pagina,
    porPagina: APPLICATIONS_PER_PAGE,
    ...(filters.estado.length > 0 ? { estado: filters.estado } : {}),
    ...(filters.text !== '' ? { text: filters.text } : {}),
  };
  const applications = useMyApplications(family ?? 'practicas', query);
  const reorder = useReorderApplications();
  const queryClient = useQueryClient();

  if (family === null || session === null) {
    return <Navigate to={pathFor('home')} replace />;
  }
  const families = visibleFamilies(session.hasPracticas, session.hasEmpleo);
  const filtered = filters.estado.length > 0 || filters.text !== '';

  const setFilters = (next: ApplicationFilters) => {
    setParams(serialiseFilters(next));
  };

  const saveOrder = (ids: number[]) => {
    const key = applicationKeys.list(family, query);
    queryClient.setQueryData<ApplicationListData>(key, (data) =>
      data === undefined
        ? data
        : {
            ...data,
            // The reordered applications, then the ended ones, which keep their place at the end.
            candidaturas: [
              ...ids
                .map((id) => data.candidaturas.find((c) => c.idCandidatura === id))
                .filter((c) => c !== undefined),
              ...data.candidaturas.filter((c) => !ids.includes(c.idCandidatura)),
            ],
          },
    );
    reorder.mutate(ids);
  };

  return (
    <PageFrame>
      <ApplicationFiltersBar
        family={family}
        families={families}
        filters={filters}
        onChange={setFilters}
      />
      <QueryState
        query={applications}
        emptyText={filtered ? t('list.emptyFiltered') : t('list.empty')}
        isEmpty={(data) => data.candidaturas.length === 0}
      >
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.porPagina));
          const canReorder = !filtered && data.total <= data.candidaturas.length;
          return (
            <Stack gap="sm">
              <Text size="sm" role="status" data-testid="applications-count">
                {t('list.count', { count: data.total })}
              </Text>
              {filtered && data.total > 1 && (
                <Text size="sm" c="dimmed">
                  {t('list.orderDisabled')}
                </Text>
              )}
              <ApplicationList
                items={data.candidaturas}
                canReorder={canReorder}
                firstPosition={(data.pagina - 1) * data.porPagina + 1}
                onReorder={saveOrder}
              />
              {pages > 1 && (
                <Pagination
                  total={pages}
                  value={data.pagina}
                  onChange={(pagina) => {
                    setFilters({ ...filters, pagina });
                  }}
                  getControlProps={(control) =>
                    control === 'previous'
                      ? { 'aria-label': t('list.previousPage') }
                      : control === 'next'
                        ? { 'aria-label': t('list.nextPage') }
                        : {}
                  }
                  aria-label={t('list.pagination')}
                />
              )}
            </Stack>
          );
        }}
      </QueryState>
      {applications.isSuccess && applications.data.total === 0 && !filtered && (
        <Group>
          <Button component={Link} to={pathFor(offerListOf[family])} variant="light">
            {t('list.searchOffers')}
          </Button>
        </Group>
      )}
    </PageFrame>
  );
}
