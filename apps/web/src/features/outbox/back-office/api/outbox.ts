import {
  listOrderOf,
  outboxSortKeys,
  staffOutboxCalls as calls,
  type OutboxStateName,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListSort } from '../../../../components/list-kit/index.ts';
import { callApi } from '../../../../lib/api-client.ts';

export const OUTBOX_PAGE_SIZE = 25;

const keys = {
  all: ['staff-outbox'] as const,
  list: (estado: OutboxStateName | undefined, orden: string | undefined, pagina: number) =>
    ['staff-outbox', 'list', estado ?? 'todos', orden ?? '', pagina] as const,
};

/** One page of the outbox, in the order of the sorted header (failed and waiting first). */
export function useOutbox(
  estado: OutboxStateName | undefined,
  pagina: number,
  sort: ListSort | null,
) {
  const orden = listOrderOf(outboxSortKeys, sort);
  return useQuery({
    queryKey: keys.list(estado, orden, pagina),
    queryFn: ({ signal }) =>
      callApi(calls.list, {
        query: { ...(estado ? { estado } : {}), orden, pagina, porPagina: OUTBOX_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idMensaje: number) => callApi(calls.resend, { body: { idMensaje } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}
