import { eventCalls, type EventItem, type EventSheet } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callHref } from '../../../lib/api-client.ts';
import { fetchFile, saveFile } from '../../../lib/download.ts';
import { eventKeys } from './event-keys.ts';

export const eventListQueryOptions = queryOptions({
  queryKey: eventKeys.list(),
  queryFn: ({ signal }): Promise<EventItem[]> => callApi(eventCalls.list, { signal }),
});

export const useEventList = () => useQuery(eventListQueryOptions);

export function useEventSheet(id: string) {
  return useQuery({
    queryKey: eventKeys.sheet(id),
    queryFn: ({ signal }): Promise<EventSheet> =>
      callApi(eventCalls.sheet, { params: { id }, signal }),
    // The page shows not-found itself.
    meta: { errorBanner: false },
  });
}

export function usePublicEventSheet(id: string) {
  return useQuery({
    queryKey: eventKeys.publicSheet(id),
    queryFn: ({ signal }): Promise<EventSheet> =>
      callApi(eventCalls.publicSheet, { params: { id }, signal, token: null }),
    meta: { errorBanner: false },
  });
}

/** `inscribirseEnEvento {idEvento, urlEvento}` (533 on success, 541 refused). */
export function useEnrolInEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: Pick<EventSheet, 'idEvento' | 'urlAcceso'>) =>
      callApi(eventCalls.enrol, {
        body: { idEvento: event.idEvento, urlEvento: event.urlAcceso },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export function useCancelEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idEvento: number) => callApi(eventCalls.cancel, { body: { idEvento } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** The event as an .ics file for the candidate's calendar. */
export function useDownloadCalendar() {
  return useMutation({
    mutationFn: (event: Pick<EventSheet, 'idEvento' | 'urlAcceso'>) =>
      fetchFile(
        callHref(eventCalls.calendar, { params: { id: String(event.idEvento) } }),
        `${event.urlAcceso}.ics`,
      ),
    onSuccess: saveFile,
  });
}
