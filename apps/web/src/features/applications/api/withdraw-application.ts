import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/** `POST /api/Alumno/desinscribirse {urlOferta}` (refused with 30 once processed). */
export function withdrawApplication(urlOferta: string): Promise<unknown> {
  return apiRequest('/Alumno/desinscribirse', { body: { urlOferta } });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
