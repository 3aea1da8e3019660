import { Alert, Group, List, Paper, RingProgress, Stack, Text } from '@mantine/core';
import type { FittingOffer } from '@portal/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { FITTING_OFFERS_PER_PAGE, useFittingOffers } from '../api/get-fitting-offers.ts';
import { familyOfItem, routesOfFamily } from '../lib/offer-families.ts';
import { OfferBadges } from './offer-badges.tsx';
import { OfferItemMeta, OfferItemTitle, OfferPagination } from './offer-item-parts.tsx';
import classes from './offers.module.css';

/** What of the offer my CV meets, or lacks; nothing when the list is empty. */
function FitReasons({
  title,
  items,
  icon,
  testId,
}: {
  title: string;
  items: string[];
  icon: ReactNode;
  testId: string;
}) {
  if (items.length === 0) {
    return null;
  }
  return (
    <div>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" spacing={2} icon={icon} data-testid={testId}>
        {items.map((text) => (
          <List.Item key={text}>{text}</List.Item>
        ))}
      </List>
    </div>
  );
}

function FittingOfferItem({ offer, listSearch }: { offer: FittingOffer; listSearch: string }) {
  const { t, i18n } = useTranslation('offers');
  const family = familyOfItem(offer);
  const score = offer.encaje.puntuacion;
  return (
    <li>
      <Paper withBorder className={classes.item} data-testid="fitting-offer">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <RingProgress
            size={72}
            thickness={7}
            roundCaps
            sections={[
              { value: score, color: score >= 70 ? 'teal.8' : score >= 40 ? 'yellow.8' : 'red.8' },
            ]}
            label={
              <Text ta="center" size="sm" fw={700} aria-hidden="true">
                {score}%
              </Text>
            }
            aria-hidden="true"
          />
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <OfferItemTitle
              sheet={routesOfFamily(family).sheet}
              urlAcceso={offer.urlAcceso}
              listSearch={listSearch}
            >
              {offer.titulo}
            </OfferItemTitle>
            <Text size="sm" fw={600} data-testid="fit-score">
              {t('fit.score', { score })}
            </Text>
            <OfferItemMeta
              empresa={offer.empresa}
              provincia={offer.provincia}
              detail={`${t(`families.${family}`)} · ${formatDay(offer.fecha, i18n.language)}`}
            />
            <OfferBadges
              curricular={offer.curricular}
              idEstado={offer.idEstado}
              estado={offer.estado}
            />
            <FitReasons
              title={t('fit.matches')}
              items={offer.encaje.cumple}
              icon={<IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden="true" />}
              testId="fit-matches"
            />
            <FitReasons
              title={t('fit.missing')}
              items={offer.encaje.falta}
              icon={<IconX size={16} color="var(--mantine-color-red-7)" aria-hidden="true" />}
              testId="fit-missing"
            />
          </Stack>
        </Group>
      </Paper>
    </li>
  );
}

interface FittingOffersProps {
  pagina: number;
  onPage: (pagina: number) => void;
  listSearch: string;
}

/** ofertasEncajanConUsuario: the offers that fit my CV best first, each with why. */
export function FittingOffers({ pagina, onPage, listSearch }: FittingOffersProps) {
  const { t } = useTranslation('offers');
  const query = useFittingOffers(pagina);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('fit.intro')}
      </Text>
      {query.data?.soloAbiertasATodos === true && (
        <Alert color="blue" variant="light" data-testid="fit-open-only">
          {t('fit.openOnly')}
        </Alert>
      )}
      <QueryState
        query={query}
        emptyText={t('fit.empty')}
        isEmpty={(data) => data.total === 0}
        loadingLabel={t('list.loading')}
      >
        {(data) => (
          <>
            <Text size="sm" role="status">
              {t('list.total', { count: data.total })}
            </Text>
            <ul className={classes.list} aria-label={t('fit.listLabel')}>
              {data.ofertas.map((offer) => (
                <FittingOfferItem key={offer.idOferta} offer={offer} listSearch={listSearch} />
              ))}
            </ul>
            <OfferPagination
              total={data.total}
              perPage={FITTING_OFFERS_PER_PAGE}
              pagina={data.pagina}
              onPage={onPage}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
