import { Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { EventSheet } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { formatDay, formatTime } from '../../../lib/dates.ts';
import { useTitleSubject } from '../../../lib/document-title.ts';
import { categoryLabel } from '../../../lib/event-category.ts';

/** The event sheet: image, date, place, category, entradilla, description, places. */
export function EventSheetView({ event, actions }: { event: EventSheet; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('events');
  // The event's name leads the browser title, for a candidate and for a visitor alike.
  useTitleSubject(event.titulo);
  return (
    <Stack gap="md" data-testid="event-sheet">
      <Title order={2}>{event.titulo}</Title>
      {event.ulrImagenPrincipal !== null && (
        <Image
          src={event.ulrImagenPrincipal}
          alt=""
          radius="md"
          mah={320}
          fit="cover"
          loading="lazy"
        />
      )}
      <Group gap="xs">
        <Badge variant="light">{categoryLabel(t, event.categoria)}</Badge>
        {event.destacado && <Badge variant="outline">{t('featured')}</Badge>}
        {event.caducado && (
          <Badge variant="light" color="gray">
            {t('past')}
          </Badge>
        )}
        {event.inscrito && (
          <Badge variant="light" color="green">
            {t('enrolled')}
          </Badge>
        )}
      </Group>
      <Group component="dl" gap="xl" wrap="wrap" m={0}>
        <div>
          <Text component="dt" size="sm" fw={700}>
            {t('date')}
          </Text>
          <Text component="dd" m={0}>
            {formatDay(event.fecha, i18n.language)}, {formatTime(event.fecha, i18n.language)}
          </Text>
        </div>
        <div>
          <Text component="dt" size="sm" fw={700}>
            {t('place')}
          </Text>
          <Text component="dd" m={0}>
            {event.lugar}
          </Text>
        </div>
        {event.plazas !== null && (
          <div>
            <Text component="dt" size="sm" fw={700}>
              {t('places')}
            </Text>
            <Text component="dd" m={0} data-testid="event-places">
              {t('placesLeft', { free: event.plazasLibres ?? 0, total: event.plazas })}
            </Text>
          </div>
        )}
      </Group>
      {event.entradilla !== '' && (
        <Text size="lg" fw={500}>
          {event.entradilla}
        </Text>
      )}
      {actions}
      <SafeHtml html={event.descripcion} />
    </Stack>
  );
}
