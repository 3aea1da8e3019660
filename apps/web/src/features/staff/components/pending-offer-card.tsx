import { Badge, Button, Card, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import type { StaffOfferItem } from '@portal/contracts';
import { IconCheck, IconChevronDown, IconChevronUp, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfferDetails } from './offer-details.tsx';

interface PendingOfferCardProps {
  offer: StaffOfferItem;
  onValidate: () => void;
  onReject: () => void;
}

/** One offer waiting for validation: summary, details on demand, validate and reject. */
export function PendingOfferCard({ offer, onValidate, onReject }: PendingOfferCardProps) {
  const { t } = useTranslation('staff');
  const [opened, setOpened] = useState(false);
  const detailsId = useId();
  const headingId = useId();
  const blocked = !offer.empresaValidada || offer.caducada;

  return (
    <Card withBorder component="li" aria-labelledby={headingId} data-testid="pending-offer">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {offer.titulo}
          </Title>
          <Badge variant="light">{t(`families.${offer.familia}`)}</Badge>
        </Group>
        <Text size="sm">
          {offer.empresa} · {offer.cif}
        </Text>
        <Text size="sm" c="dimmed">
          {t('list.created', { date: offer.fecha })}
          {offer.fechaFinInscripcion !== null &&
            ` · ${t('list.deadline', { date: offer.fechaFinInscripcion })}`}
        </Text>
        {!offer.empresaValidada && (
          <Text size="sm" fw={600}>
            {t('list.companyNotValidated')}
          </Text>
        )}
        {offer.caducada && (
          <Text size="sm" fw={600}>
            {t('list.expired')}
          </Text>
        )}
        <Group gap="xs" mt="xs">
          <Button
            size="xs"
            variant="default"
            aria-expanded={opened}
            aria-controls={detailsId}
            rightSection={
              opened ? (
                <IconChevronUp size={14} aria-hidden="true" />
              ) : (
                <IconChevronDown size={14} aria-hidden="true" />
              )
            }
            onClick={() => {
              setOpened((o) => !o);
            }}
          >
            {opened ? t('list.hideDetails') : t('list.showDetails')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconCheck size={14} aria-hidden="true" />}
            disabled={blocked}
            onClick={onValidate}
            aria-label={t('list.validateNamed', { title: offer.titulo })}
          >
            {t('list.validate')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconX size={14} aria-hidden="true" />}
            onClick={onReject}
            aria-label={t('list.rejectNamed', { title: offer.titulo })}
          >
            {t('list.reject')}
          </Button>
        </Group>
        <Collapse expanded={opened} id={detailsId}>
          {opened && <OfferDetails idOferta={offer.idOferta} />}
        </Collapse>
      </Stack>
    </Card>
  );
}
