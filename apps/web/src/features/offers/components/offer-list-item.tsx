import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { pathFor, type CandidateOfferItem, type RouteName } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/dates.ts';
import { useApplicationStateName } from '../../../lib/application-state-names.ts';
import { HighlightedText } from './highlighted-text.tsx';
import { OfferBadges } from './offer-badges.tsx';
import { OfferItemMeta, OfferItemTitle } from './offer-item-parts.tsx';
import classes from './offers.module.css';
import { SigningLinks } from './signing-links.tsx';

interface OfferListItemProps {
  offer: CandidateOfferItem;
  sheet: RouteName;
  /** The list's query, so the sheet's "back" link returns to the same filters. */
  listSearch: string;
}

/** One offer of a list (offer item), with my application and the search highlights. */
export function OfferListItem({ offer, sheet, listSearch }: OfferListItemProps) {
  const { t, i18n } = useTranslation('offers');
  const stateName = useApplicationStateName();
  const mine = offer.candidatura;
  return (
    <li>
      <Paper withBorder className={classes.item} data-testid="offer-item">
        <Stack gap={6}>
          <OfferItemTitle sheet={sheet} urlAcceso={offer.urlAcceso} listSearch={listSearch}>
            {offer.resaltado ? <HighlightedText snippet={offer.resaltado.titulo} /> : offer.titulo}
          </OfferItemTitle>
          <OfferItemMeta
            empresa={offer.empresa}
            provincia={offer.provincia}
            detail={t('item.published', { date: formatDay(offer.fecha, i18n.language) })}
          />
          <OfferBadges
            curricular={offer.curricular}
            idEstado={offer.idEstado}
            estado={offer.estado}
          />
          {offer.resaltado && offer.resaltado.descripcion !== '' && (
            <Text size="sm" className={classes.snippet} data-testid="offer-snippet">
              <HighlightedText snippet={offer.resaltado.descripcion} />
            </Text>
          )}
          {mine !== null && (
            <Text size="sm" data-testid="my-application">
              {t('item.myApplication')}{' '}
              <Anchor
                component={Link}
                to={pathFor('ficha_candidatura', { id: String(mine.idCandidatura) })}
                size="sm"
                fw={600}
              >
                {stateName(mine.idEstado, mine.estado)}
              </Anchor>
            </Text>
          )}
          <SigningLinks documents={offer.documentacionPendienteFirma} />
        </Stack>
      </Paper>
    </li>
  );
}
