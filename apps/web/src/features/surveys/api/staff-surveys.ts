import {
  staffSurveyCalls as calls,
  type StaffInvitationsBody,
  type StaffSurvey,
  type StaffSurveyBody,
  type StaffSurveyEndDateBody,
  type StaffSurveyExportQuery,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callHref } from '../../../lib/api-client.ts';
import { surveyKeys } from './survey-keys.ts';

const staffKeys = {
  list: () => [...surveyKeys.all, 'staff', 'list'] as const,
  survey: (id: number) => [...surveyKeys.all, 'staff', 'survey', id] as const,
  results: (id: number) => [...surveyKeys.all, 'staff', 'results', id] as const,
};

export function staffSurveyListQueryOptions() {
  return queryOptions({
    queryKey: staffKeys.list(),
    queryFn: ({ signal }) => callApi(calls.list, { signal }),
  });
}

export const useStaffSurveyList = () => useQuery(staffSurveyListQueryOptions());

export function useStaffSurvey(id: number | null) {
  return useQuery({
    queryKey: staffKeys.survey(id ?? 0),
    queryFn: ({ signal }) => callApi(calls.get, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

export function useStaffSurveyResults(id: number) {
  return useQuery({
    queryKey: staffKeys.results(id),
    queryFn: ({ signal }) => callApi(calls.results, { params: { id }, signal }),
  });
}

/** Create (id null) or replace a survey. */
export function useSaveStaffSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; body: StaffSurveyBody }): Promise<StaffSurvey> =>
      input.id === null
        ? callApi(calls.create, { body: input.body })
        : callApi(calls.edit, { params: { id: input.id }, body: input.body }),
    onSuccess: (survey) => {
      queryClient.setQueryData(staffKeys.survey(survey.id), survey);
      void queryClient.invalidateQueries({ queryKey: staffKeys.list() });
    },
  });
}

/** Only the end date: what may still change once the survey has responses. */
export function useChangeSurveyEndDate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSurveyEndDateBody) =>
      callApi(calls.changeEndDate, { params: { id }, body }),
    // The form shows a refused date next to the field.
    meta: { errorBanner: false },
    onSuccess: (survey) => {
      queryClient.setQueryData(staffKeys.survey(survey.id), survey);
      void queryClient.invalidateQueries({ queryKey: staffKeys.list() });
    },
  });
}

export function usePublishStaffSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(calls.publish, { params: { id } }),
    onSuccess: (survey) => {
      queryClient.setQueryData(staffKeys.survey(survey.id), survey);
      void queryClient.invalidateQueries({ queryKey: staffKeys.list() });
    },
  });
}

export function useInviteToSurvey(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInvitationsBody) => callApi(calls.invite, { params: { id }, body }),
    // A refused address is named by its line next to the list.
    meta: { errorBanner: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.results(id) });
      void queryClient.invalidateQueries({ queryKey: staffKeys.list() });
    },
  });
}

/** URL of the CSV export (downloaded with the session's token). */
export const surveyExportHref = (id: number, formato: 'csv' | 'xlsx') =>
  callHref(calls.exportCsv, { params: { id }, query: { formato } });

/** The staff list as searched (title) and filtered by state, as CSV or XLSX. */
export const staffSurveysExportHref = (
  filters: Omit<StaffSurveyExportQuery, 'formato'>,
  formato: 'csv' | 'xlsx',
) =>
  callHref(calls.exportList, {
    query: {
      formato,
      ...(filters.texto?.trim() ? { texto: filters.texto.trim() } : {}),
      ...(filters.estado ? { estado: filters.estado } : {}),
    },
  });
