import {
  contactCalls as calls,
  type ContactMessageBody,
  type StaffContactMessage,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callHref } from '../../../lib/api-client.ts';
import { fetchFile, saveFile } from '../../../lib/download.ts';

export type InboxState = 'pendientes' | 'atendidos' | 'todos';

const contactKeys = {
  all: ['contact'] as const,
  inbox: (estado: InboxState) => [...contactKeys.all, 'inbox', estado] as const,
};

/** The public form: sent without a token, whoever is signed in. */
export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (body: ContactMessageBody) => callApi(calls.send, { body, token: null }),
    // The page puts field errors on the form and shows the rest itself.
    meta: { errorBanner: false },
  });

export const useContactInbox = (estado: InboxState) =>
  useQuery({
    queryKey: contactKeys.inbox(estado),
    queryFn: ({ signal }): Promise<StaffContactMessage[]> =>
      callApi(calls.inbox, { query: { estado }, signal }),
  });

export function useMarkContactHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; atendido: boolean }) =>
      callApi(calls.markHandled, { params: { id: input.id }, body: { atendido: input.atendido } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

/** Downloads the inbox as CSV or XLSX with the session's token. */
export const useExportContactInbox = () =>
  useMutation({
    mutationFn: async (input: { estado: InboxState; formato: 'csv' | 'xlsx' }) => {
      const file = await fetchFile(
        callHref(calls.exportInbox, { query: input }),
        `mensajes-contacto.${input.formato}`,
      );
      saveFile(file);
    },
  });
