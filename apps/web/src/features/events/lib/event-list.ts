import type { EventItem } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { categoryLabel } from '../../../lib/event-category.ts';

export type EventWhen = 'proximos' | 'pasados' | 'todos';

export interface EventFilters {
  categoria: string | null;
  cuando: EventWhen;
}

const dayOf = (fecha: string) => fecha.slice(0, 10);

/** What /eventos opens on: the events still to come, which is what people look for. */
export const defaultEventWhen: EventWhen = 'proximos';

/**
 * The /eventos list, filtered by category and by past (caducado) or future, featured
 * events first within their day. Upcoming events go soonest first (the next one is the one to
 * act on); past events and the whole list go by date descending, as the spec sorts it.
 */
export function filterEvents(events: readonly EventItem[], filters: EventFilters): EventItem[] {
  const ascending = filters.cuando === 'proximos';
  return events
    .filter((e) => filters.categoria === null || e.categoriaSlug === filters.categoria)
    .filter((e) =>
      filters.cuando === 'todos' ? true : filters.cuando === 'pasados' ? e.caducado : !e.caducado,
    )
    .toSorted((a, b) => {
      const [first, second] = ascending ? [a, b] : [b, a];
      const day = dayOf(first.fecha).localeCompare(dayOf(second.fecha));
      if (day !== 0) {
        return day;
      }
      if (a.destacado !== b.destacado) {
        return a.destacado ? -1 : 1;
      }
      return first.fecha.localeCompare(second.fecha);
    });
}

/** Categories present in the list, once each, by name in the reader's language. */
export function categoriesOf(
  events: readonly EventItem[],
  t: TFunction<'events'>,
  language: string,
): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const e of events) {
    seen.set(e.categoriaSlug, categoryLabel(t, e.categoria));
  }
  return [...seen.entries()]
    .map(([value, label]) => ({ value, label }))
    .toSorted((a, b) => a.label.localeCompare(b.label, language));
}
