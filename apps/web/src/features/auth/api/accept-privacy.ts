import type { Ambito } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface PrivacyAcceptance {
  version: number;
  fechaAceptacion: string;
  token: string;
}

/**
 * `GET /api/{Alumno|Empresa}/guardaAceptacionRGPD` with the temporary login token; the answer
 * carries the real token, stored only now (000 §4).
 */
export function acceptPrivacy(ambito: Ambito, temporaryToken: string): Promise<PrivacyAcceptance> {
  const role = ambito === 'PrivadoEmpresa' ? 'Empresa' : 'Alumno';
  return apiRequest(`/${role}/guardaAceptacionRGPD`, { token: temporaryToken });
}

export function useAcceptPrivacy() {
  return useMutation({
    mutationFn: ({ ambito, token }: { ambito: Ambito; token: string }) =>
      acceptPrivacy(ambito, token),
  });
}
