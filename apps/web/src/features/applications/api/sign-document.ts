import { signDocumentResultSchema, type SignDocumentResult } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/** `POST /api/Alumno/firmarDocumentoPersonal/{id} {acepto, sha256}` (109 when already signed). */
export function signDocument(id: number, sha256: string | null): Promise<SignDocumentResult> {
  return apiRequest(`/Alumno/firmarDocumentoPersonal/${String(id)}`, {
    body: sha256 === null ? { acepto: true } : { acepto: true, sha256 },
    parse: (datos) => signDocumentResultSchema.parse(datos),
  });
}

export function useSignDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sha256: string | null) => signDocument(id, sha256),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
