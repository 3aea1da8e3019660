import { Alert, Anchor, Badge, Button, Group, Stack } from '@mantine/core';
import { pathFor, type StaffOfferSheet } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfferDetails } from '../../../../components/offer-details.tsx';
import { Section } from '../../../../components/section.tsx';
import { Facts } from '../../../../components/staff-admin-kit.tsx';
import { useOfferStateName } from '../../../../lib/offer-state-names.ts';

/** The dialog open on an offer under review, if any. */
export type OfferDialog = 'validate' | 'reject' | 'edit' | 'changes' | 'close' | null;

/** The offer as staff review it (warnings, data, description) with the actions its state allows. */
export function OfferReviewSection({
  offer,
  onOpen,
}: {
  offer: StaffOfferSheet;
  onOpen: (dialog: OfferDialog) => void;
}) {
  const { t } = useTranslation('staffAdmin');
  const offerState = useOfferStateName();
  const pending = offer.idEstado === 1;
  const closable = offer.idEstado === 1 || offer.idEstado === 2;
  return (
    <Section
      title={offer.titulo}
      testId="offer-review"
      action={
        <Badge variant="light" data-testid="offer-state">
          {offerState(offer.idEstado, offer.Estado)}
        </Badge>
      }
    >
      <Stack gap="md">
        {!offer.empresaValidada && (
          <Alert color="yellow" variant="light">
            {t('offers.detail.companyNotValidated')}
          </Alert>
        )}
        {offer.empresaBloqueada && (
          <Alert color="red" variant="light">
            {t('offers.detail.companyBlocked')}
          </Alert>
        )}
        {pending && offer.cambiosSolicitados !== null && (
          <Alert color="orange" variant="light" data-testid="offer-changes-requested">
            {t('offers.detail.changesRequested', {
              date: offer.fechaCambiosSolicitados ?? '',
              message: offer.cambiosSolicitados,
            })}
          </Alert>
        )}
        {offer.motivoRechazo !== null && (
          <Alert color="red" variant="light">
            {t('offers.detail.rejectedReason', { reason: offer.motivoRechazo })}
          </Alert>
        )}
        <Facts
          items={[
            [
              t('offers.detail.company'),
              <Anchor
                key="company"
                component={Link}
                to={pathFor('gestion_empresa', { id: offer.idEmpresa })}
              >
                {offer.datosEmpresa.nombreComercial} ({offer.cif})
              </Anchor>,
            ],
            [t('offers.filters.family'), t(`families.${offer.familia}`)],
            [t('offers.list.applicants'), String(offer.numCandidatos)],
          ]}
        />
        {/* The whole offer as the candidate will read it: staff validate what they see. */}
        <OfferDetails offer={offer} headingLevel={3} />
        <Group gap="sm" role="group" aria-label={t('offers.detail.actions')}>
          {offer.puedeValidar && (
            <Button
              onClick={() => {
                onOpen('validate');
              }}
              data-testid="offer-validate"
            >
              {t('offers.detail.validate')}
            </Button>
          )}
          {pending && (
            <Button
              variant="default"
              onClick={() => {
                onOpen('edit');
              }}
              data-testid="offer-edit"
            >
              {t('offers.detail.edit')}
            </Button>
          )}
          {pending && (
            <Button
              variant="default"
              onClick={() => {
                onOpen('changes');
              }}
              data-testid="offer-request-changes"
            >
              {t('offers.detail.requestChanges')}
            </Button>
          )}
          {pending && (
            <Button
              variant="default"
              onClick={() => {
                onOpen('reject');
              }}
              data-testid="offer-reject"
            >
              {t('offers.detail.reject')}
            </Button>
          )}
          {closable && (
            <Button
              variant="default"
              color="red.9"
              onClick={() => {
                onOpen('close');
              }}
              data-testid="offer-close"
            >
              {t('offers.detail.close')}
            </Button>
          )}
        </Group>
      </Stack>
    </Section>
  );
}
