import { staffOutboxCalls as calls, type OutboxStateName } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';

export const OUTBOX_PAGE_SIZE = 25;

const keys = {
  all: ['staff-outbox'] as const,
  list: (estado: OutboxStateName | undefined, pagina: number) =>
    ['staff-outbox', 'list', estado ?? 'todos', pagina] as const,
};

export const useOutbox = (estado: OutboxStateName | undefined, pagina: number) =>
  useQuery({
    queryKey: keys.list(estado, pagina),
    queryFn: ({ signal }) =>
      callApi(calls.list, {
        query: { ...(estado ? { estado } : {}), pagina, porPagina: OUTBOX_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idMensaje: number) => callApi(calls.resend, { body: { idMensaje } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}
