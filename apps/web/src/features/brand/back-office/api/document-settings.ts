import { staffDocumentSettingsCalls as calls, type DocumentSettingsInput } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';

const key = ['staff-brand', 'document-settings'] as const;

export const useDocumentSettings = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => callApi(calls.get, { signal }) });

export function useSaveDocumentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentSettingsInput) => callApi(calls.save, { body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(key, settings);
    },
  });
}
