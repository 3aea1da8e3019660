import {
  applicationCalls,
  Codes,
  preEnrolmentResultSchema,
  type DocumentToSign,
  type PreEnrolmentResult,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, isApiError } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/** What accepting answered: done (519) or documents to sign first (108). */
export type AcceptOutcome =
  | { kind: 'accepted'; result: PreEnrolmentResult }
  | { kind: 'documents'; documents: DocumentToSign[]; mensaje: string | null };

/**
 * `POST /api/Alumno/aceptarPreinscripcion {urlOferta}`. Status 108 is not a failure: it carries
 * the documents to sign, so it resolves as `documents`.
 */
export async function acceptPreEnrolment(urlOferta: string): Promise<AcceptOutcome> {
  try {
    const result = await callApi(applicationCalls.acceptPreEnrolment, { body: { urlOferta } });
    return { kind: 'accepted', result };
  } catch (error) {
    if (isApiError(error) && error.status === Codes.DOCUMENTS_PENDING_SIGNATURE) {
      const parsed = preEnrolmentResultSchema.safeParse(error.datos);
      return {
        kind: 'documents',
        documents: parsed.success ? parsed.data.documentosPendientesFirma : [],
        mensaje: error.mensaje,
      };
    }
    throw error;
  }
}

/** `POST /api/Alumno/rechazarPreinscripcion {urlOferta, idMotivo}` (→ state 17). */
export function rejectPreEnrolment(body: {
  urlOferta: string;
  idMotivo: number;
}): Promise<PreEnrolmentResult> {
  return callApi(applicationCalls.rejectPreEnrolment, { body });
}

export function useAcceptPreEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPreEnrolment,
    // Not awaited: the caller's callbacks (popup, confirmation) run even if the row re-renders away.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}

export function useRejectPreEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPreEnrolment,
    // Not awaited: the caller's callbacks (popup, confirmation) run even if the row re-renders away.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}
