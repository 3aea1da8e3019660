import {
  accountCalls,
  surveyCalls,
  type LoginBody,
  type SsoStart,
  type SurveyAccess,
  type SurveyLogin,
  type SurveyToken,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { surveyKeys } from './survey-keys.ts';

/** `surveyCalls.access`: the ways in; an invitation link's query string gives a token at once. */
export function getSurveyAccess(
  id: string,
  querystringValue: string,
  signal?: AbortSignal,
): Promise<SurveyAccess> {
  // The portal token is not needed here (and a stale one must not end the visit).
  return callApi(surveyCalls.access, {
    params: { id },
    body: { querystringValue },
    signal,
    token: null,
  });
}

export function surveyAccessQueryOptions(id: string, querystringValue: string) {
  return queryOptions({
    queryKey: surveyKeys.access(id, querystringValue),
    queryFn: ({ signal }) => getSurveyAccess(id, querystringValue, signal),
    retry: false,
    staleTime: 0,
    // Both survey pages say in the page why a survey cannot be reached: no banner beside it.
    meta: { errorBanner: false },
  });
}

export function useSurveyAccess(id: string, querystringValue: string) {
  return useQuery(surveyAccessQueryOptions(id, querystringValue));
}

/** `surveyCalls.login`: portal credentials for one survey. */
export function loginToSurvey(id: string, body: LoginBody): Promise<SurveyLogin> {
  return callApi(surveyCalls.login, { params: { id }, body, token: null });
}

/** `surveyCalls.anonymous`. */
export function answerAnonymously(id: string): Promise<SurveyToken> {
  return callApi(surveyCalls.anonymous, { params: { id }, token: null });
}

/** `surveyCalls.acceptPrivacy` with the survey token: answers a token that is no longer pending. */
export function acceptSurveyPrivacy(token: string): Promise<SurveyToken> {
  return callApi(surveyCalls.acceptPrivacy, { token });
}

export function useSurveyLogin(id: string) {
  return useMutation({ mutationFn: (body: LoginBody) => loginToSurvey(id, body) });
}

export function useAnonymousAccess(id: string) {
  return useMutation({ mutationFn: () => answerAnonymously(id) });
}

export function useAcceptSurveyPrivacy() {
  return useMutation({ mutationFn: acceptSurveyPrivacy });
}

/** `inicioLoginIntegrado {idEncuesta}`: single sign-on started for this survey. */
export function startSurveySso(id: string): Promise<SsoStart> {
  return callApi(accountCalls.ssoStart, { body: { idEncuesta: id }, token: null });
}

/** `surveyCalls.singleSignOn`: the provider's answer, handed on by /acceso. */
export function answerSurveySso(id: string, respuesta: string): Promise<SurveyLogin> {
  return callApi(surveyCalls.singleSignOn, { params: { id }, body: { respuesta }, token: null });
}

export function useStartSurveySso(id: string) {
  return useMutation({ mutationFn: () => startSurveySso(id), meta: { errorBanner: false } });
}
