import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { pathFor, type RouteName } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { formatDay } from '../../../../lib/dates.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { DashboardCharts } from '../components/dashboard-charts.tsx';

function PendingCard({
  label,
  count,
  route,
  search = '',
  testId,
}: {
  label: string;
  count: number;
  route: RouteName;
  /** The list's filter that shows exactly the items counted (`?estado=pendiente`). */
  search?: string;
  testId: string;
}) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Stack gap={4}>
        <Text size="xl" fw={700}>
          {count}
        </Text>
        <Anchor component={Link} to={`${pathFor(route)}${search}`}>
          {label}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/**
 * /gestion: the careers office's dashboard. Pending work (offers and companies to validate,
 * deletion requests) with links to where it is done, then the charts of the period: offers
 * published and filled per family and month, applications per state, companies' time to first
 * response, agreements per status, survey response rates and event attendance. Every figure is
 * an SQL aggregate; every chart has its table and CSV. The chart library loads only here.
 */
export default function BackOfficePage() {
  const { t, i18n } = useTranslation('backOffice');
  const [form, setForm] = useState({ desde: '', hasta: '' });
  const [range, setRange] = useState<{ desde?: string; hasta?: string }>({});
  const board = useDashboard(range);

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setRange({
      ...(form.desde ? { desde: form.desde } : {}),
      ...(form.hasta ? { hasta: form.hasta } : {}),
    });
  };

  return (
    <PageFrame>
      <QueryState query={board} emptyText={t('dashboard.noData')}>
        {(data) => (
          <Stack gap="lg">
            <section aria-labelledby="pending-title">
              <Title order={2} size="h3" id="pending-title" mb="sm">
                {t('dashboard.pending.title')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="pending-work">
                <PendingCard
                  label={t('dashboard.pending.offers')}
                  count={data.pendientes.ofertas}
                  route="gestion_ofertas"
                  testId="pending-offers-count"
                />
                <PendingCard
                  label={t('dashboard.pending.companies')}
                  count={data.pendientes.empresas}
                  route="gestion_empresas"
                  search="?estado=pendiente"
                  testId="pending-companies-count"
                />
                <PendingCard
                  label={t('dashboard.pending.deletions')}
                  count={data.pendientes.solicitudesBaja}
                  route="gestion_solicitudes_bajas"
                  testId="pending-deletions-count"
                />
              </SimpleGrid>
            </section>
            <Paper withBorder p="md">
              <form noValidate onSubmit={submit} aria-label={t('dashboard.period.title')}>
                <Group align="flex-end" wrap="wrap">
                  <TextInput
                    type="date"
                    label={t('dashboard.period.desde')}
                    value={form.desde}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setForm((f) => ({ ...f, desde: value }));
                    }}
                  />
                  <TextInput
                    type="date"
                    label={t('dashboard.period.hasta')}
                    value={form.hasta}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setForm((f) => ({ ...f, hasta: value }));
                    }}
                  />
                  <Button type="submit" data-testid="dashboard-apply">
                    {t('dashboard.period.apply')}
                  </Button>
                  <Text size="sm" c="dimmed" role="status" data-testid="dashboard-range">
                    {t('dashboard.period.showing', {
                      desde: formatDay(data.desde, i18n.language),
                      hasta: formatDay(data.hasta, i18n.language),
                    })}
                  </Text>
                </Group>
              </form>
            </Paper>
            <DashboardCharts data={data} />
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
