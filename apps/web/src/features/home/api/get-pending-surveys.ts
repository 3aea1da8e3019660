import { surveyRefs, type Role, type SurveyCard } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';
import { homeKeys } from './home-keys.ts';

/** Open surveys of the user (pending first): `surveyCalls.candidateList` or `companyList`. */
export function getPendingSurveys(role: Role, signal?: AbortSignal): Promise<SurveyCard[]> {
  return role === 'empresa'
    ? callApiRef(surveyRefs.companyList, { signal })
    : callApiRef(surveyRefs.candidateList, { signal });
}

/** Only the surveys still to answer (the home list and the mandatory-survey blocker). */
const pendingOnly = (surveys: SurveyCard[]) => surveys.filter((survey) => !survey.contestada);

export function pendingSurveysQueryOptions(role: Role) {
  return queryOptions({
    queryKey: homeKeys.pendingSurveys(role),
    queryFn: ({ signal }) => getPendingSurveys(role, signal),
    select: pendingOnly,
  });
}

export function usePendingSurveys(role: Role, enabled = true) {
  return useQuery({ ...pendingSurveysQueryOptions(role), enabled });
}
