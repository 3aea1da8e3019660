import type { EventItem } from '@portal/contracts';

export type EventWhen = 'proximos' | 'pasados' | 'todos';

export interface EventFilters {
  categoria: string | null;
  cuando: EventWhen;
}

const dayOf = (fecha: string) => fecha.slice(0, 10);

/**
 * The /eventos list (000 §4): by date descending, featured events first within their day,
 * filtered by category and by past (caducado) or future.
 */
export function filterEvents(events: readonly EventItem[], filters: EventFilters): EventItem[] {
  return events
    .filter((e) => filters.categoria === null || e.categoriaSlug === filters.categoria)
    .filter((e) =>
      filters.cuando === 'todos' ? true : filters.cuando === 'pasados' ? e.caducado : !e.caducado,
    )
    .toSorted((a, b) => {
      const day = dayOf(b.fecha).localeCompare(dayOf(a.fecha));
      if (day !== 0) {
        return day;
      }
      if (a.destacado !== b.destacado) {
        return a.destacado ? -1 : 1;
      }
      return b.fecha.localeCompare(a.fecha);
    });
}

/** Categories present in the list, once each, by name. */
export function categoriesOf(events: readonly EventItem[]): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const e of events) {
    seen.set(e.categoriaSlug, e.categoria);
  }
  return [...seen.entries()]
    .map(([value, label]) => ({ value, label }))
    .toSorted((a, b) => a.label.localeCompare(b.label, 'es'));
}
