import { surveyCalls, type Role, type SurveyCard } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { surveyKeys } from './survey-keys.ts';

/** `surveyCalls.candidateList` / `companyList`: open surveys, pending first, answered after. */
export function getMySurveys(role: Role, signal?: AbortSignal): Promise<SurveyCard[]> {
  return callApi(role === 'empresa' ? surveyCalls.companyList : surveyCalls.candidateList, {
    signal,
  });
}

export function mySurveysQueryOptions(role: Role) {
  return queryOptions({
    queryKey: surveyKeys.list(role),
    queryFn: ({ signal }) => getMySurveys(role, signal),
  });
}

export function useMySurveys(role: Role, enabled: boolean) {
  return useQuery({ ...mySurveysQueryOptions(role), enabled });
}
