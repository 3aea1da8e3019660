import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { dateFormatter, formatTime, parseWireDate, PORTAL_TIME_ZONE } from '../../../lib/dates.ts';
import { categoryLabel } from '../../../lib/event-category.ts';
import { upcomingEvents, useEvents } from '../api/get-events.ts';
import classes from './home.module.css';

/** Upcoming events: future events by date, the first 3, and 'Ver más'. */
export function EventsSection() {
  const { t, i18n } = useTranslation('home');
  // Category names are the events page's texts.
  const { t: tEvents } = useTranslation('events');
  const query = useEvents(true);
  const upcoming = useMemo(() => upcomingEvents(query.data ?? [], new Date()), [query.data]);
  const seeMore = (
    <Anchor component={Link} to={pathFor('eventos')} size="sm">
      {t('events.seeMore')}
      <span className="visually-hidden"> {t('events.title')}</span>
    </Anchor>
  );
  return (
    <Section title={t('events.title')} action={seeMore} testId="home-events">
      <QueryState
        reserve={260}
        query={query}
        emptyText={t('events.empty')}
        isEmpty={() => upcoming.length === 0}
      >
        {() => (
          <Stack gap="sm" component="ul" className={classes.offerList}>
            {upcoming.map((event) => {
              const date = parseWireDate(event.fecha);
              const format = (options: Intl.DateTimeFormatOptions) =>
                date === null
                  ? ''
                  : dateFormatter(i18n.language, { ...options, timeZone: PORTAL_TIME_ZONE }).format(
                      date,
                    );
              return (
                <li key={event.idEvento} data-testid="home-event">
                  <Group gap="sm" wrap="nowrap" align="flex-start" py="xs">
                    <div className={classes.eventDate} aria-hidden="true">
                      <Text fw={700} size="lg">
                        {format({ day: 'numeric' })}
                      </Text>
                      <Text size="xs" tt="uppercase">
                        {format({ month: 'short' })}
                      </Text>
                    </div>
                    <Stack gap={2}>
                      <Anchor
                        component={Link}
                        to={pathFor('ficha_evento', { id: event.urlAcceso })}
                        fw={600}
                      >
                        {event.titulo}
                      </Anchor>
                      <Text size="sm">
                        {format({ weekday: 'long', day: 'numeric', month: 'long' })}
                        {' · '}
                        {formatTime(event.fecha, i18n.language)} · {event.lugar}
                      </Text>
                      <Group gap="xs">
                        <Badge variant="light" size="sm">
                          {categoryLabel(tEvents, event.categoria)}
                        </Badge>
                        {event.inscrito && (
                          <Badge variant="light" color="green" size="sm">
                            {t('events.enrolled')}
                          </Badge>
                        )}
                      </Group>
                    </Stack>
                  </Group>
                </li>
              );
            })}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}
