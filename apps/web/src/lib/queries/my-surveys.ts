import { surveyRefs, type Role, type SurveyCard } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiRef } from '../api-client.ts';

/**
 * The user's open surveys, pending first and answered after: «Mis encuestas» lists them all, the
 * home page and the mandatory-survey blocker the ones still to answer. One query per role, so
 * answering one refreshes every place at once. Asked by reference (no zod): the home page is a
 * first screen.
 */
export const mySurveysKey = (role: Role) => ['surveys', 'list', role] as const;

/** `surveyCalls.candidateList` or `companyList`, as the role asks. */
function getMySurveys(role: Role, signal?: AbortSignal): Promise<SurveyCard[]> {
  return role === 'empresa'
    ? callApiRef(surveyRefs.companyList, { signal })
    : callApiRef(surveyRefs.candidateList, { signal });
}

export const mySurveysQueryOptions = (role: Role) =>
  queryOptions({
    queryKey: mySurveysKey(role),
    queryFn: ({ signal }) => getMySurveys(role, signal),
  });

/** Only the surveys still to answer (the home list and the mandatory-survey blocker). */
const pendingOnly = (surveys: SurveyCard[]) => surveys.filter((survey) => !survey.contestada);

export const pendingSurveysQueryOptions = (role: Role) =>
  queryOptions({ ...mySurveysQueryOptions(role), select: pendingOnly });

export function useMySurveys(role: Role, enabled: boolean) {
  return useQuery({ ...mySurveysQueryOptions(role), enabled });
}

export function usePendingSurveys(role: Role, enabled = true) {
  return useQuery({ ...pendingSurveysQueryOptions(role), enabled });
}
