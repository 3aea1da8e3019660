import { eventRefs, type EventItem } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';
import { parseWireDate } from '../../../lib/dates.ts';
import { homeKeys } from './home-keys.ts';

/** The home shows the next three events. */
export const HOME_EVENTS = 3;

/** `GET /api/Alumno/dameEventos` (sorted by fecha descending). */
export function getEvents(signal?: AbortSignal): Promise<EventItem[]> {
  return callApiRef(eventRefs.list, { signal });
}

export const eventsQueryOptions = queryOptions({
  queryKey: homeKeys.events(),
  queryFn: ({ signal }) => getEvents(signal),
});

export function useEvents(enabled: boolean) {
  return useQuery({ ...eventsQueryOptions, enabled });
}

/** Future events in order of occurrence (ascending date), the first `limit`. */
export function upcomingEvents(
  events: readonly EventItem[],
  now: Date,
  limit = HOME_EVENTS,
): EventItem[] {
  const time = (event: EventItem) => parseWireDate(event.fecha)?.getTime() ?? Number.NaN;
  return events
    .filter((event) => time(event) >= now.getTime())
    .toSorted((a, b) => time(a) - time(b))
    .slice(0, limit);
}
