import { surveyCalls, type SurveyAnswer, type SurveyDefinition } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { surveyKeys } from './survey-keys.ts';

/**
 * `surveyCalls.definition` with the survey token, or (token null) with the portal session's own
 * token when the signed-in user is in the survey's audience.
 */
export function getSurveyDefinition(
  id: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<SurveyDefinition> {
  return callApi(surveyCalls.definition, {
    params: { id },
    signal,
    ...(token !== null ? { token } : {}),
  });
}

export function surveyDefinitionQueryOptions(id: string, token: string | null) {
  return queryOptions({
    queryKey: surveyKeys.definition(id, token),
    queryFn: ({ signal }) => getSurveyDefinition(id, token, signal),
    retry: false,
    staleTime: Infinity,
  });
}

export function useSurveyDefinition(id: string, token: string | null, enabled: boolean) {
  return useQuery({ ...surveyDefinitionQueryOptions(id, token), enabled });
}

/** `surveyCalls.answer`: the answers along the path (the server checks the path again). */
export function saveSurveyAnswers(input: {
  id: string;
  token: string | null;
  lContestaciones: SurveyAnswer[];
}): Promise<null> {
  return callApi(surveyCalls.answer, {
    params: { id: input.id },
    body: { lContestaciones: input.lContestaciones },
    ...(input.token !== null ? { token: input.token } : {}),
  });
}

/**
 * Sending refreshes everything the answer changes: the survey lists and the pending surveys that
 * block the portal (another feature's query), so the block is released at once.
 */
export function useSaveSurveyAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSurveyAnswers,
    onSuccess: () => {
      // Not this survey's own access and definition: asked again they would answer 39.
      void queryClient.invalidateQueries({
        predicate: (query) =>
          !(
            query.queryKey[0] === surveyKeys.all[0] &&
            (query.queryKey[1] === 'definition' || query.queryKey[1] === 'access')
          ),
      });
    },
  });
}
