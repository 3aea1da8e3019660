import { signatureCalls, type SignDocumentResult } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/** `POST /api/Alumno/firmarDocumentoPersonal/{id} {acepto, sha256}` (109 when already signed). */
export function signDocument(id: number, sha256: string | null): Promise<SignDocumentResult> {
  return callApi(signatureCalls.sign, {
    params: { id },
    body: sha256 === null ? { acepto: true } : { acepto: true, sha256 },
  });
}

export function useSignDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sha256: string | null) => signDocument(id, sha256),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
