import { accountCalls, type ConfirmEmailBody, type RegisterCandidateBody } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** `registrarUsuario`: 28 weak password, 16 email or DNI already registered. */
export function registerCandidate(body: RegisterCandidateBody): Promise<null> {
  return callApi(accountCalls.registerCandidate, { body });
}

export function useRegisterCandidate() {
  return useMutation({ mutationFn: registerCandidate, meta: { errorBanner: false } });
}

/** `confirmarEmail {token}`: the link mailed at registration; 42 used, expired or tampered. */
export function confirmEmail(body: ConfirmEmailBody): Promise<null> {
  return callApi(accountCalls.confirmEmail, { body });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail, meta: { errorBanner: false } });
}
