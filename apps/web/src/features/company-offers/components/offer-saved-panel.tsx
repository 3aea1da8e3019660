import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { pathFor, type OfferSaved } from '@portal/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * After creating or editing: the offer waits for the careers service's validation before
 * candidates can see it (ADR 0003).
 */
export function OfferSavedPanel({
  saved,
  titulo,
  mode,
  onAnother,
}: {
  saved: OfferSaved;
  titulo: string;
  mode: 'created' | 'edited';
  onAnother?: () => void;
}) {
  const { t } = useTranslation('companyOffers');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="green"
      variant="light"
      icon={<IconCircleCheck aria-hidden="true" />}
      title={t(`saved.${mode}.title`)}
      data-testid="offer-saved"
    >
      <Stack gap="sm">
        <Text size="sm">{t(`saved.${mode}.body`, { titulo })}</Text>
        <Text size="sm" fw={500}>
          {t('saved.pending')}
        </Text>
        <Group gap="xs">
          <Button
            component={Link}
            to={pathFor('ficha_oferta_empresa', { id: saved.idOferta })}
            size="xs"
          >
            {t('saved.viewOffer')}
          </Button>
          <Button
            component={Link}
            to={pathFor('mis_ofertas', { id: saved.familia })}
            size="xs"
            variant="default"
          >
            {t('saved.myOffers')}
          </Button>
          {onAnother === undefined ? null : (
            <Button size="xs" variant="subtle" onClick={onAnother}>
              {t('saved.another')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
