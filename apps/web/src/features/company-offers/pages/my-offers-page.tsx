import { Button, Group, Stack, Text } from '@mantine/core';
import { offerFamilies, pathFor } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTitleSubject } from '../../../lib/document-title.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCompanyProcesses } from '../api/get-company-processes.ts';
import type { OfferActionResult } from '../api/offer-actions.ts';
import { ActionResult } from '../components/action-result.tsx';
import { MyOfferCard } from '../components/my-offer-card.tsx';
import { MyOffersFilters } from '../components/my-offers-filters.tsx';
import {
  activeFilterCount,
  filtersFromSearch,
  searchFromFilters,
  type OfferListFilters,
} from '../lib/my-offers-filters.ts';
import { PlainList } from '../../../components/plain-list.tsx';

/**
 * /mis-ofertas and /mis-ofertas/{practicas|empleo|practicastitulados}
 * (dameProcesosEmpleoYpracticas): the company's offers, newest first, with the filters in the URL.
 */
export default function MyOffersPage() {
  const { t } = useTranslation('companyOffers');
  const { id: pathFamily } = useParams();
  const family = offerFamilies.find((f) => f === pathFamily);
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search, family), [search, family]);
  const offers = useCompanyProcesses(filters);
  useTitleSubject(family && t(`families.${family}`));
  const [done, setDone] = useState<{ done: OfferActionResult; titulo: string } | null>(null);

  const change = (next: OfferListFilters) => {
    setSearch(searchFromFilters(next, family), { replace: true });
  };
  const filtered = activeFilterCount(filters, family) > 0;

  return (
    <PageFrame>
      <Group gap="xs" component="nav" aria-label={t('list.familiesNav')}>
        <Button
          component={Link}
          to={pathFor('mis_ofertas')}
          size="xs"
          variant={family === undefined ? 'filled' : 'default'}
          aria-current={family === undefined ? 'page' : undefined}
        >
          {t('list.all')}
        </Button>
        {offerFamilies.map((f) => (
          <Button
            key={f}
            component={Link}
            to={pathFor('mis_ofertas', { id: f })}
            size="xs"
            variant={family === f ? 'filled' : 'default'}
            aria-current={family === f ? 'page' : undefined}
          >
            {t(`families.${f}`)}
          </Button>
        ))}
        <Button
          component={Link}
          to={pathFor('nueva_oferta', family === undefined ? {} : { tipo: family })}
          size="xs"
          variant="light"
          ml="auto"
        >
          {t('list.newOffer')}
        </Button>
      </Group>
      <MyOffersFilters filters={filters} pathFamily={family !== undefined} onChange={change} />
      {done === null ? null : (
        <ActionResult
          done={done.done}
          titulo={done.titulo}
          onClose={() => {
            setDone(null);
          }}
        />
      )}
      <QueryState
        query={offers}
        emptyText={filtered ? t('list.emptyFiltered') : t('list.empty')}
        loadingLabel={t('list.loading')}
      >
        {(list) => (
          <Stack gap="sm">
            <Group justify="space-between">
              <Text size="sm" c="dimmed" role="status" data-testid="offer-count">
                {t('list.count', { count: list.length })}
              </Text>
              {filtered ? (
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => {
                    change({});
                  }}
                >
                  {t('list.filters.clear')}
                </Button>
              ) : null}
            </Group>
            <PlainList gap="sm">
              {list.map((offer) => (
                <MyOfferCard
                  key={offer.idOferta}
                  offer={offer}
                  onDone={(result, titulo) => {
                    setDone({ done: result, titulo });
                  }}
                />
              ))}
            </PlainList>
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
