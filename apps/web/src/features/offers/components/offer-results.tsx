import { Group, Loader, Stack, Text } from '@mantine/core';
import type { OfferFamily, OfferList } from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { OFFERS_PER_PAGE } from '../api/get-offers.ts';
import { routesOfFamily } from '../lib/offer-families.ts';
import { OfferPagination } from './offer-item-parts.tsx';
import { OfferListItem } from './offer-list-item.tsx';
import classes from './offers.module.css';

interface OfferResultsProps {
  family: OfferFamily;
  query: UseQueryResult<OfferList>;
  searching: boolean;
  listSearch: string;
  onPage: (pagina: number) => void;
}

/** About the height of a page of offers on a phone: what follows does not jump when they show. */
const OFFERS_RESERVE = 600;

/** One page of offers: how many there are, the items and the pages. */
export function OfferResults({ family, query, searching, listSearch, onPage }: OfferResultsProps) {
  const { t } = useTranslation('offers');
  const { sheet } = routesOfFamily(family);
  // The page's first render shows the frame, the heading and the controls without the offers,
  // which follow in a render of their own right after (its work does not delay the first paint:
  // on a phone, a page of offers is a few hundred milliseconds of rendering).
  const offersRendered = useDeferredValue(true, false);
  return (
    <Stack gap="sm" aria-busy={query.isFetching || !offersRendered}>
      <QueryState
        query={query}
        pending={!offersRendered}
        reserve={OFFERS_RESERVE}
        emptyText={t('list.empty')}
        isEmpty={(data) => data.total === 0}
        loadingLabel={t('list.loading')}
      >
        {(data) => (
          <>
            <Group justify="space-between" gap="xs">
              <Text size="sm" role="status" data-testid="offer-total">
                {t('list.total', { count: data.total })}{' '}
                <Text span c="dimmed" size="sm">
                  {searching ? t('list.byRelevance') : t('list.newestFirst')}
                </Text>
              </Text>
              {query.isFetching && !query.isPending && (
                <Loader size="xs" role="status" aria-label={t('list.updating')} />
              )}
            </Group>
            <ul className={classes.list} aria-label={t('list.label')}>
              {data.ofertas.map((offer) => (
                <OfferListItem
                  key={offer.idOferta}
                  offer={offer}
                  sheet={sheet}
                  listSearch={listSearch}
                />
              ))}
            </ul>
            <OfferPagination
              total={data.total}
              perPage={OFFERS_PER_PAGE}
              pagina={data.pagina}
              onPage={onPage}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
