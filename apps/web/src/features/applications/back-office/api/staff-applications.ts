import {
  staffApplicationCalls as calls,
  type StaffApplicationListQuery,
  type StaffChangeApplicationStateBody,
  type StaffInternshipListQuery,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callHref } from '../../../../lib/api-client.ts';
import {
  staffApplicationsRoot,
  useStaffApplicationList,
} from '../../../../lib/queries/staff-applications.ts';

export const APPLICATION_PAGE_SIZE = 20;

export const staffApplicationKeys = {
  all: staffApplicationsRoot,
  list: (query: object) => [...staffApplicationKeys.all, 'list', query] as const,
  detail: (id: number) => [...staffApplicationKeys.all, 'detail', id] as const,
  internships: (query: object) => [...staffApplicationKeys.all, 'internships', query] as const,
  internship: (id: number) => [...staffApplicationKeys.all, 'internship', id] as const,
};

export type ApplicationFilters = Omit<StaffApplicationListQuery, 'pagina' | 'porPagina'>;
export type InternshipFilters = Omit<StaffInternshipListQuery, 'pagina' | 'porPagina'>;

/** `GET /api/Gestion/dameCandidaturas`, a page of the filtered list. */
export const useStaffApplications = (filters: ApplicationFilters, pagina: number) =>
  useStaffApplicationList({ ...filters, pagina, porPagina: APPLICATION_PAGE_SIZE });

export const applicationExportHref = (filters: ApplicationFilters, formato: 'csv' | 'xlsx') =>
  callHref(calls.export, { query: { ...filters, formato } });

/** `GET /api/Gestion/dameCandidatura/{id}`. */
export const useStaffApplication = (id: number) =>
  useQuery({
    queryKey: staffApplicationKeys.detail(id),
    queryFn: ({ signal }) => callApi(calls.detail, { params: { id }, signal }),
  });

/** `POST /api/Gestion/cambiaEstadoCandidatura` (the company's state machine: 14, 49). */
export function useChangeApplicationState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffChangeApplicationStateBody) => callApi(calls.changeState, { body }),
    meta: { errorBanner: false },
    onSuccess: (detail) => {
      queryClient.setQueryData(staffApplicationKeys.detail(detail.idCandidatura), detail);
      return queryClient.invalidateQueries({ queryKey: staffApplicationKeys.all });
    },
  });
}

/** `GET /api/Gestion/damePracticas`. */
export const useStaffInternships = (filters: InternshipFilters, pagina: number) =>
  useQuery({
    queryKey: staffApplicationKeys.internships({ ...filters, pagina }),
    queryFn: ({ signal }) =>
      callApi(calls.internships, {
        query: { ...filters, pagina, porPagina: APPLICATION_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const internshipExportHref = (filters: InternshipFilters, formato: 'csv' | 'xlsx') =>
  callHref(calls.exportInternships, {
    query: { ...filters, formato },
  });

/** `GET /api/Gestion/damePractica/{id}`. */
export const useStaffInternship = (id: number) =>
  useQuery({
    queryKey: staffApplicationKeys.internship(id),
    queryFn: ({ signal }) => callApi(calls.internship, { params: { id }, signal }),
  });
