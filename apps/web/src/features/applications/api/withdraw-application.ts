import { applicationCalls } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/** `POST /api/Alumno/desinscribirse {urlOferta}` (refused with 30 once processed). */
export function withdrawApplication(urlOferta: string): Promise<null> {
  return callApi(applicationCalls.withdraw, { body: { urlOferta } });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
