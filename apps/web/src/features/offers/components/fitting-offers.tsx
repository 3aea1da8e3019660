import {
  Anchor,
  Group,
  List,
  Pagination,
  Paper,
  RingProgress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { pathFor, type FittingOffer } from '@portal/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { FITTING_OFFERS_PER_PAGE, useFittingOffers } from '../api/get-fitting-offers.ts';
import { familyOfItem, routesOfFamily } from '../lib/offer-families.ts';
import { OfferBadges } from './offer-badges.tsx';
import classes from './offers.module.css';

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
            <Title order={2} size="h4" className={classes.title}>
              <Anchor
                component={Link}
                to={pathFor(routesOfFamily(family).sheet, { id: offer.urlAcceso })}
                state={{ fromSearch: listSearch }}
                inherit
              >
                {offer.titulo}
              </Anchor>
            </Title>
            <Text size="sm" fw={600} data-testid="fit-score">
              {t('fit.score', { score })}
            </Text>
            <Group gap={6}>
              <Text size="sm" fw={500}>
                {offer.empresa}
              </Text>
              {offer.provincia !== null && (
                <Text size="sm" c="dimmed">
                  · {offer.provincia}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                · {t(`families.${family}`)} · {formatDay(offer.fecha, i18n.language)}
              </Text>
            </Group>
            <OfferBadges curricular={offer.curricular} estado={offer.estado} />
            {offer.encaje.cumple.length > 0 && (
              <div>
                <Text size="sm" fw={600}>
                  {t('fit.matches')}
                </Text>
                <List
                  size="sm"
                  spacing={2}
                  icon={
                    <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden="true" />
                  }
                  data-testid="fit-matches"
                >
                  {offer.encaje.cumple.map((text) => (
                    <List.Item key={text}>{text}</List.Item>
                  ))}
                </List>
              </div>
            )}
            {offer.encaje.falta.length > 0 && (
              <div>
                <Text size="sm" fw={600}>
                  {t('fit.missing')}
                </Text>
                <List
                  size="sm"
                  spacing={2}
                  icon={<IconX size={16} color="var(--mantine-color-red-7)" aria-hidden="true" />}
                  data-testid="fit-missing"
                >
                  {offer.encaje.falta.map((text) => (
                    <List.Item key={text}>{text}</List.Item>
                  ))}
                </List>
              </div>
            )}
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
            {data.total > FITTING_OFFERS_PER_PAGE && (
              <Pagination
                total={Math.ceil(data.total / FITTING_OFFERS_PER_PAGE)}
                value={data.pagina}
                onChange={onPage}
                getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
                getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
              />
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
