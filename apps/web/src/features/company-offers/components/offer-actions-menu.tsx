import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { pathFor, type OfferActions } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  useOfferAction,
  type OfferActionName,
  type OfferActionResult,
} from '../api/offer-actions.ts';

const confirmable: readonly OfferActionName[] = [
  'cerrar',
  'duplicar',
  'copiarPerfilContrario',
  'borrar',
];

export interface OfferActionsMenuProps {
  offer: { idOferta: number; titulo: string; urlAcceso: string; acciones: OfferActions };
  /** Show the links to the sheet and the student view (lists) or not (the sheet itself). */
  withLinks?: boolean;
  onDone: (done: OfferActionResult, titulo: string) => void;
}

/**
 * The buttons of what the company may do with an offer now (the server's `acciones`, which follow
 * the offer's state and the brand flags); each action asks for confirmation first.
 */
export function OfferActionsMenu({ offer, withLinks = false, onDone }: OfferActionsMenuProps) {
  const { t } = useTranslation('companyOffers');
  const [pending, setPending] = useState<OfferActionName | null>(null);
  // What the dialog shows: kept while it fades out after closing (a blank title has no name).
  const [shown, setShown] = useState<OfferActionName | null>(null);
  const action = useOfferAction();
  const id = offer.idOferta;
  const available = confirmable.filter((a) => offer.acciones[a]);

  const confirm = () => {
    if (pending === null) {
      return;
    }
    action.mutate(
      { action: pending, urlOferta: String(id) },
      {
        onSuccess: (done) => {
          setPending(null);
          onDone(done, offer.titulo);
        },
        onError: () => {
          setPending(null);
        },
      },
    );
  };

  return (
    <>
      <Group gap="xs" data-testid="offer-actions">
        {withLinks ? (
          <Button
            component={Link}
            to={pathFor('ficha_oferta_empresa', { id })}
            size="xs"
            aria-label={t('actions.viewLabel', { titulo: offer.titulo })}
          >
            {t('actions.view')}
          </Button>
        ) : null}
        {offer.acciones.editar ? (
          <Button
            component={Link}
            to={pathFor('editar_oferta', { idOferta: id })}
            size="xs"
            variant="default"
            aria-label={t('actions.editLabel', { titulo: offer.titulo })}
          >
            {t('actions.edit')}
          </Button>
        ) : null}
        {withLinks ? (
          <Button
            component={Link}
            to={pathFor('visor_oferta', { id })}
            size="xs"
            variant="default"
            aria-label={t('actions.previewLabel', { titulo: offer.titulo })}
          >
            {t('actions.preview')}
          </Button>
        ) : null}
        {available.map((a) => (
          <Button
            key={a}
            size="xs"
            variant={a === 'borrar' ? 'light' : 'default'}
            color={a === 'borrar' ? 'red' : undefined}
            aria-label={t(`actions.${a}.label`, { titulo: offer.titulo })}
            onClick={() => {
              setPending(a);
              setShown(a);
            }}
          >
            {t(`actions.${a}.button`)}
          </Button>
        ))}
      </Group>
      <Modal
        opened={pending !== null}
        onClose={() => {
          if (!action.isPending) {
            setPending(null);
          }
        }}
        title={shown === null ? '' : t(`actions.${shown}.confirmTitle`)}
        centered
        closeButtonProps={{ 'aria-label': t('actions.closeDialog') }}
      >
        {shown === null ? null : (
          <Stack gap="md">
            <Text size="sm">{t(`actions.${shown}.confirmBody`, { titulo: offer.titulo })}</Text>
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                onClick={() => {
                  setPending(null);
                }}
                disabled={action.isPending}
              >
                {t('actions.cancel')}
              </Button>
              <Button
                color={shown === 'borrar' ? 'red' : undefined}
                loading={action.isPending}
                onClick={confirm}
                data-autofocus
              >
                {t(`actions.${shown}.confirm`)}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
