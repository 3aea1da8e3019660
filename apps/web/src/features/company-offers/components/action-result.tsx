import { Alert, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfferActionResult } from '../api/offer-actions.ts';

/** What the last action did, with a link to the new copy (it waits for validation). */
export function ActionResult({
  done,
  titulo,
  onClose,
}: {
  done: OfferActionResult;
  titulo: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('companyOffers');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [done]);
  const message = (() => {
    switch (done.action) {
      case 'cerrar':
        return t('actions.cerrar.done', { titulo, count: done.result.candidaturasCerradas });
      case 'borrar':
        return t('actions.borrar.done', { titulo, count: done.result.candidaturasCerradas });
      case 'duplicar':
      case 'copiarPerfilContrario':
        return t(`actions.${done.action}.done`, {
          titulo,
          family: t(`families.${done.result.familia}`),
        });
    }
  })();
  return (
    <Alert ref={ref} tabIndex={-1} color="green" variant="light" data-testid="offer-action-result">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap="xs">
          <Text size="sm">{message}</Text>
          {done.action === 'duplicar' || done.action === 'copiarPerfilContrario' ? (
            <Group>
              <Button
                component={Link}
                to={pathFor('editar_oferta', { idOferta: done.result.idOferta })}
                size="xs"
                variant="default"
              >
                {t('actions.editCopy')}
              </Button>
            </Group>
          ) : null}
        </Stack>
        <CloseButton aria-label={t('actions.dismiss')} onClick={onClose} />
      </Group>
    </Alert>
  );
}
