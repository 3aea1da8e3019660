import {
  accountCalls,
  type CandidateChangePasswordBody,
  type PasswordChanged,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Candidate `editarPassword` (543): answers this session's new token; other sessions end. */
export function changeCandidatePassword(
  body: CandidateChangePasswordBody,
): Promise<PasswordChanged> {
  return callApi(accountCalls.changeCandidatePassword, { body });
}

export function useChangeCandidatePassword() {
  return useMutation({ mutationFn: changeCandidatePassword, meta: { errorBanner: false } });
}
