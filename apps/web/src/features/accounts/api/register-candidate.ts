import { accountCalls, type RegisterCandidateBody } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** `registrarUsuario`: 28 weak password, 16 email or DNI already registered. */
export function registerCandidate(body: RegisterCandidateBody): Promise<null> {
  return callApi(accountCalls.registerCandidate, { body });
}

export function useRegisterCandidate() {
  return useMutation({ mutationFn: registerCandidate, meta: { errorBanner: false } });
}
