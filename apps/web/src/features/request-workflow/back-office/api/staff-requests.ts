import {
  educationRequestCalls,
  internshipProposalCalls,
  internshipRequestCalls,
  type StaffChangeRequest,
  type StaffChangeDecisionBody,
  type StaffEducationRequest,
  type StaffProposal,
  type StaffRequestListQuery,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callHref } from '../../../../lib/api-client.ts';

/** The three lists of the requests page, as its tabs and the URL's `lista` name them. */
export const requestKinds = ['cambios', 'propuestas', 'educacion'] as const;
export type RequestKind = (typeof requestKinds)[number];

/** Query keys of the back-office request lists. */
export const staffRequestKeys = {
  all: ['staff-requests'] as const,
  list: (kind: RequestKind, query: StaffRequestListQuery) =>
    [...staffRequestKeys.all, kind, query] as const,
};

const clean = (query: StaffRequestListQuery): StaffRequestListQuery =>
  Object.fromEntries(
    Object.entries(query).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  );

export function useChangeRequests(query: StaffRequestListQuery) {
  return useQuery({
    queryKey: staffRequestKeys.list('cambios', query),
    queryFn: ({ signal }): Promise<StaffChangeRequest[]> =>
      callApi(internshipRequestCalls.staffList, { query: clean(query), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProposals(query: StaffRequestListQuery) {
  return useQuery({
    queryKey: staffRequestKeys.list('propuestas', query),
    queryFn: ({ signal }): Promise<StaffProposal[]> =>
      callApi(internshipProposalCalls.staffList, { query: clean(query), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEducationRequests(query: StaffRequestListQuery) {
  return useQuery({
    queryKey: staffRequestKeys.list('educacion', query),
    queryFn: ({ signal }): Promise<StaffEducationRequest[]> =>
      callApi(educationRequestCalls.staffList, { query: clean(query), signal }),
    placeholderData: keepPreviousData,
  });
}

const decideCalls = {
  cambios: internshipRequestCalls.staffDecide,
  propuestas: internshipProposalCalls.staffDecide,
  educacion: educationRequestCalls.staffDecide,
} as const;

/**
 * Approve or reject a pending request of one kind (a change request's approval may carry what it
 * changes on the internship); every list is refreshed.
 */
export function useDecide(kind: RequestKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffChangeDecisionBody): Promise<void> => {
      await callApi(decideCalls[kind], { body });
    },
    meta: { errorBanner: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffRequestKeys.all }),
  });
}

const exportCalls = {
  cambios: internshipRequestCalls.staffExport,
  propuestas: internshipProposalCalls.staffExport,
  educacion: educationRequestCalls.staffExport,
} as const;

/** The file name of each list's export, without its extension. */
export const requestExportNames = {
  cambios: 'solicitudes-cambio-practicas',
  propuestas: 'propuestas-practicas',
  educacion: 'solicitudes-practicas-educacion',
} as const;

/** The address of the filtered list as CSV or XLSX. */
export function requestsExportHref(
  kind: RequestKind,
  query: StaffRequestListQuery,
  formato: 'csv' | 'xlsx',
): string {
  return callHref(exportCalls[kind], { query: { ...clean(query), formato } });
}
