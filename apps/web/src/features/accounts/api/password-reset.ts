import {
  accountCalls,
  staffUserCalls,
  type CandidateResetRequestBody,
  type CompanyResetRequestBody,
  type PasswordLinkKind,
  type TokenPasswordBody,
} from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Whose password a reset page handles. */
export type ResetAudience = 'candidate' | 'company';

/** `solicitarReseteoPassword {usuario}` / `recuerdoPassword {nick}`: always 505. */
export function requestReset(
  input:
    | { audience: 'candidate'; body: CandidateResetRequestBody }
    | { audience: 'company'; body: CompanyResetRequestBody },
): Promise<null> {
  return input.audience === 'candidate'
    ? callApi(accountCalls.requestCandidateReset, { body: input.body })
    : callApi(accountCalls.requestCompanyReset, { body: input.body });
}

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset, meta: { errorBanner: false } });
}

/** Which kind of mailed link a password page holds (the contract's kinds of link). */
export type TokenPurpose = PasswordLinkKind;

const tokenCalls = {
  candidateReset: accountCalls.resetCandidatePassword,
  companyReset: accountCalls.resetCompanyPassword,
  companySet: accountCalls.setCompanyPassword,
  staffSet: staffUserCalls.setPassword,
} as const satisfies Record<PasswordLinkKind, unknown>;

/** `restablecerPassword` / `establecerPassword`: 42 used or expired link, 28 weak password. */
export function passwordFromToken(input: {
  purpose: TokenPurpose;
  body: TokenPasswordBody;
}): Promise<null> {
  return callApi(tokenCalls[input.purpose], { body: input.body });
}

export function usePasswordFromToken() {
  return useMutation({ mutationFn: passwordFromToken, meta: { errorBanner: false } });
}

/**
 * `compruebaEnlacePassword`: whether the page's link still works, asked once when the page opens
 * (42 when it was used or has expired), so nobody types a new password for a dead link.
 */
export function usePasswordLinkCheck(purpose: TokenPurpose, token: string) {
  return useQuery({
    queryKey: ['password-link', purpose, token],
    queryFn: () => callApi(accountCalls.checkPasswordLink, { body: { token, tipo: purpose } }),
    retry: false,
    staleTime: Infinity,
    meta: { errorBanner: false },
  });
}
