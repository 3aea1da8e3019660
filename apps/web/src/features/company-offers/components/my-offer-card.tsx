import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { offerStates, pathFor, type CompanyProcessItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfferActionResult } from '../api/offer-actions.ts';
import { OfferActionsMenu } from './offer-actions-menu.tsx';
import { useOfferStateName } from '../../../lib/offer-state-names.ts';
import { formatDigitsDay } from '../../../lib/dates.ts';

export const stateColours: Readonly<Record<number, string>> = {
  [offerStates.PENDING]: 'yellow',
  [offerStates.ACTIVE]: 'green',
  [offerStates.CLOSED]: 'gray',
  [offerStates.REJECTED]: 'red',
};

/** One offer of "my offers": state, dates, candidate counts and what can be done with it. */
export function MyOfferCard({
  offer,
  onDone,
}: {
  offer: CompanyProcessItem;
  onDone: (done: OfferActionResult, titulo: string) => void;
}) {
  const { t, i18n } = useTranslation('companyOffers');
  const offerState = useOfferStateName();
  return (
    <Card withBorder component="li" padding="md" data-testid="my-offer">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Anchor
            component={Link}
            to={pathFor('ficha_oferta_empresa', { id: offer.idOferta })}
            fw={600}
            size="lg"
          >
            {offer.titulo}
          </Anchor>
          <Group gap={6}>
            <Badge color={stateColours[offer.idEstado] ?? 'gray'} variant="light">
              {offerState(offer.idEstado, offer.Estado)}
            </Badge>
            {offer.caducada ? (
              <Badge color="orange" variant="light">
                {t('list.expired')}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Group gap="md" c="dimmed">
          <Text size="sm">{t(`families.${offer.familia}`)}</Text>
          <Text size="sm">
            {t('list.published', { fecha: formatDigitsDay(offer.fecha, i18n.language) })}
          </Text>
          {offer.fechaFinInscripcion === null ? null : (
            <Text size="sm">
              {t('list.deadline', {
                fecha: formatDigitsDay(offer.fechaFinInscripcion, i18n.language),
              })}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          <Badge variant="default" data-testid="candidate-count">
            {t('list.candidates', { count: offer.numCandidatos })}
          </Badge>
          {offer.numCandidatosNoLeidos > 0 ? (
            <Badge data-testid="unread-count">
              {t('list.unread', { count: offer.numCandidatosNoLeidos })}
            </Badge>
          ) : null}
        </Group>
        {offer.motivoRechazo === null ? null : (
          <Text size="sm" data-testid="rejection-reason">
            {t('list.rejectionReason', { motivo: offer.motivoRechazo })}
          </Text>
        )}
        <OfferActionsMenu offer={offer} withLinks onDone={onDone} />
      </Stack>
    </Card>
  );
}
