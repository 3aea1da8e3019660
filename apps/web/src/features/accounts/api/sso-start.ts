import {
  accountCalls,
  privacyCalls,
  type SessionData,
  type SsoLinkBody,
  type SsoStart,
  type SsoStatus,
} from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** `dameLoginIntegrado`: whether single sign-on with the university account is configured. */
export function getSsoStatus(signal?: AbortSignal): Promise<SsoStatus> {
  return callApi(accountCalls.ssoStatus, { signal });
}

export function useSsoStatus() {
  return useQuery({
    queryKey: accountKeys.ssoStart(),
    queryFn: ({ signal }) => getSsoStatus(signal),
    staleTime: 5 * 60_000,
  });
}

/** `inicioLoginIntegrado`: a fresh start (state, PKCE or AuthnRequest) and where to go. */
export function startSso(): Promise<SsoStart> {
  return callApi(accountCalls.ssoStart, { body: {} });
}

export function useStartSso() {
  return useMutation({ mutationFn: startSso, meta: { errorBanner: false } });
}

/** `validaRespuestaLoginIntegrado`: the provider's answer as it reached /acceso. */
export function answerSso(respuesta: string): Promise<SessionData> {
  return callApi(accountCalls.ssoAnswer, { body: { respuesta } });
}

export function useAnswerSso() {
  return useMutation({ mutationFn: answerSso, meta: { errorBanner: false } });
}

/** `vinculaLoginIntegrado`: the link ticket and the portal password. */
export function linkSso(body: SsoLinkBody): Promise<SessionData> {
  return callApi(accountCalls.ssoLink, { body });
}

export function useLinkSso() {
  return useMutation({ mutationFn: linkSso, meta: { errorBanner: false } });
}

/** guardaAceptacionRGPD with the temporary token of a session whose privacy text is pending. */
export function useAcceptSsoPrivacy() {
  return useMutation({
    mutationFn: (token: string) => callApi(privacyCalls.acceptCandidate, { token }),
    meta: { errorBanner: false },
  });
}
