import { privacyRefs, type Ambito, type CallResult, type privacyCalls } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';

export type PrivacyAcceptance = CallResult<typeof privacyCalls.acceptCandidate>;

/**
 * `privacyCalls.accept…` (guardaAceptacionRGPD) with the temporary login token; the answer
 * carries the real token, stored only now. By reference: the login page loads no schemas.
 */
export function acceptPrivacy(ambito: Ambito, temporaryToken: string): Promise<PrivacyAcceptance> {
  return ambito === 'PrivadoEmpresa'
    ? callApiRef(privacyRefs.acceptCompany, { token: temporaryToken })
    : callApiRef(privacyRefs.acceptCandidate, { token: temporaryToken });
}

export function useAcceptPrivacy() {
  return useMutation({
    mutationFn: ({ ambito, token }: { ambito: Ambito; token: string }) =>
      acceptPrivacy(ambito, token),
  });
}
