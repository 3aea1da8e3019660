import { Anchor, Badge, Group, Paper, Radio, Select, Stack, Text } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDay, formatTime } from '../../../lib/dates.ts';
import { useEventList } from '../api/events.ts';
import { categoryLabel } from '../../../lib/event-category.ts';
import { categoriesOf, defaultEventWhen, filterEvents, type EventWhen } from '../lib/event-list.ts';
import { PlainList } from '../../../components/plain-list.tsx';

const whens: readonly EventWhen[] = ['proximos', 'pasados', 'todos'];
const isWhen = (value: string | null): value is EventWhen =>
  value !== null && (whens as readonly string[]).includes(value);

/** /eventos: every event by date, filters by category and past/future in the URL. */
export default function EventListPage() {
  const { t, i18n } = useTranslation('events');
  const query = useEventList();
  const [params, setParams] = useSearchParams();
  const categoria = params.get('categoria');
  const when = params.get('cuando');
  const cuando: EventWhen = isWhen(when) ? when : defaultEventWhen;
  const categories = useMemo(
    () => categoriesOf(query.data ?? [], t, i18n.language),
    [query.data, t, i18n.language],
  );
  const shown = useMemo(
    () => filterEvents(query.data ?? [], { categoria, cuando }),
    [query.data, categoria, cuando],
  );
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '' || (key === 'cuando' && value === defaultEventWhen)) {
      next.delete(key);
    } else {
      next.set(key, value);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return (
    <PageFrame>
      <Group gap="md" align="flex-end" wrap="wrap" role="search" aria-label={t('filters')}>
        <Select
          label={t('category')}
          placeholder={t('allCategories')}
          data={categories}
          value={categoria}
          onChange={(value) => {
            setParam('categoria', value);
          }}
          clearable
          w={240}
        />
        <Radio.Group
          label={t('when')}
          value={cuando}
          onChange={(value) => {
            setParam('cuando', value);
          }}
        >
          <Group gap="md" mt={6}>
            {whens.map((value) => (
              <Radio key={value} value={value} label={t(`whenOptions.${value}`)} />
            ))}
          </Group>
        </Radio.Group>
      </Group>
      <QueryState query={query} emptyText={t('empty')} isEmpty={() => shown.length === 0}>
        {() => (
          <PlainList gap="sm">
            {shown.map((event) => (
              <Paper component="li" key={event.idEvento} withBorder p="md" data-testid="event-item">
                <Stack gap={4}>
                  <Anchor
                    component={Link}
                    to={pathFor('ficha_evento', { id: event.urlAcceso })}
                    fw={700}
                    size="lg"
                  >
                    {event.titulo}
                  </Anchor>
                  <Text size="sm">
                    {formatDay(event.fecha, i18n.language)} ·{' '}
                    {formatTime(event.fecha, i18n.language)} · {event.lugar}
                  </Text>
                  {event.entradilla !== '' && <Text size="sm">{event.entradilla}</Text>}
                  <Group gap="xs">
                    <Badge variant="light" size="sm">
                      {categoryLabel(t, event.categoria)}
                    </Badge>
                    {event.destacado && (
                      <Badge variant="outline" size="sm">
                        {t('featured')}
                      </Badge>
                    )}
                    {event.caducado && (
                      <Badge variant="light" color="gray" size="sm">
                        {t('past')}
                      </Badge>
                    )}
                    {event.inscrito && (
                      <Badge variant="light" color="green" size="sm">
                        {t('enrolled')}
                      </Badge>
                    )}
                  </Group>
                </Stack>
              </Paper>
            ))}
          </PlainList>
        )}
      </QueryState>
    </PageFrame>
  );
}
