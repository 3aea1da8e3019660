import { Alert, Button, Collapse, Grid, Group, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { pathFor, type OfferFamily } from '@portal/contracts';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LazyOnce } from '../../../components/lazy-once.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentRoute } from '../../../lib/current-route.ts';
import { familyVisible, useSession } from '../../../lib/session.ts';
import { useOffers } from '../api/get-offers.ts';
import { OfferResults } from '../components/offer-results.tsx';
import { OfferSearchBox } from '../components/offer-search-box.tsx';
import { familyOfRoute } from '../lib/offer-families.ts';
import { activeFilterCount, withFilters, type OfferView } from '../lib/offer-filters.ts';
import { useOfferFilters } from '../lib/use-offer-filters.ts';
import { loadFiltersPanel, wideLayoutQuery } from '../lib/load-filters-panel.ts';

// The filters (Mantine's selects, comboboxes and popovers) and the offers that fit my CV (another
// tab) are loaded apart from the list: on a phone the filters stay folded at first, and the list
// shows without their code (some 30 KB of gzipped JS less before
// the first paint of the page). A wide screen starts loading them with the page (offer-list-
// prefetch.ts, and on rendering the panel).
const OfferFiltersPanel = lazy(() =>
  loadFiltersPanel().then((m) => ({ default: m.OfferFiltersPanel })),
);
const FittingOffers = lazy(() =>
  import('../components/fitting-offers.tsx').then((m) => ({ default: m.FittingOffers })),
);

function OfferListView({ family }: { family: OfferFamily }) {
  const { t } = useTranslation('offers');
  const [filters, setFilters] = useOfferFilters();
  const { search } = useLocation();
  // Read at the first render: a phone neither renders the desktop panel first nor keeps the
  // hidden filters mounted until they are opened (phone start-up work).
  const desktop = useMediaQuery(wideLayoutQuery, true, { getInitialValueInEffect: false });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const query = useOffers(family, filters, filters.vista === 'todas');
  const facets = query.data?.facetas ?? null;
  const active = activeFilterCount(filters);
  const toTop = () => {
    window.scrollTo({ top: 0 });
  };

  const panel = (
    <Suspense fallback={<PageLoader />}>
      <OfferFiltersPanel
        filters={filters}
        facets={facets}
        onChange={(next) => {
          setFilters(next);
        }}
      />
    </Suspense>
  );

  return (
    <Tabs
      value={filters.vista}
      onChange={(value) => {
        setFilters({ ...filters, pagina: 1, vista: (value ?? 'todas') as OfferView });
      }}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="todas">{t('views.todas')}</Tabs.Tab>
        <Tabs.Tab value="encajan">{t('views.encajan')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="todas">
        <Stack gap="md">
          <OfferSearchBox
            value={filters.titulo}
            searching={query.isFetching}
            onSearch={(titulo) => {
              setFilters(withFilters(filters, { titulo }), { replace: true });
            }}
          />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
              {desktop ? (
                <aside aria-label={t('filters.title')}>{panel}</aside>
              ) : (
                <aside aria-label={t('filters.title')}>
                  <Button
                    variant="default"
                    fullWidth
                    leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
                    aria-expanded={filtersOpen}
                    aria-controls={filtersId}
                    onClick={() => {
                      setFiltersOpen((open) => !open);
                    }}
                  >
                    {t('filters.toggle', { count: active })}
                  </Button>
                  <Collapse expanded={filtersOpen} id={filtersId} pt="md">
                    <LazyOnce when={filtersOpen}>{panel}</LazyOnce>
                  </Collapse>
                </aside>
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
              <OfferResults
                family={family}
                query={query}
                searching={filters.titulo !== ''}
                listSearch={search}
                onPage={(pagina) => {
                  setFilters({ ...filters, pagina });
                  toTop();
                }}
              />
            </Grid.Col>
          </Grid>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="encajan">
        <Suspense fallback={<PageLoader />}>
          <FittingOffers
            pagina={filters.pagina}
            listSearch={search}
            onPage={(pagina) => {
              setFilters({ ...filters, pagina });
              toTop();
            }}
          />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * /ofertas-empleo, /ofertas-practicas, /ofertas-practicas-titulados: the family's offers
 * with search, filters and facets in the URL, and the offers that fit my CV.
 */
export default function OfferListPage() {
  const { t } = useTranslation('offers');
  const family = familyOfRoute(useCurrentRoute()?.route.name);
  const session = useSession();
  if (family === null || session === null) {
    return <PageFrame />;
  }
  if (!familyVisible(family, session)) {
    return (
      <PageFrame>
        <Alert color="orange" variant="light" title={t('list.notForYouTitle')}>
          {t('list.notForYou')}
        </Alert>
        <Group>
          <Button component={Link} to={pathFor('home')} variant="default">
            {t('list.backHome')}
          </Button>
        </Group>
      </PageFrame>
    );
  }
  return (
    <PageFrame size="xl">
      <OfferListView key={family} family={family} />
    </PageFrame>
  );
}
