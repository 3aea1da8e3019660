import {
  listOrderOf,
  staffApplicationCalls as calls,
  staffApplicationSortKeys,
  staffInternshipSortKeys,
  type StaffApplicationListQuery,
  type StaffChangeApplicationStateBody,
  type StaffInternshipListQuery,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListSort } from '../../../../components/list-kit/index.ts';
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

export type ApplicationFilters = Omit<StaffApplicationListQuery, 'pagina' | 'porPagina' | 'orden'>;
export type InternshipFilters = Omit<StaffInternshipListQuery, 'pagina' | 'porPagina' | 'orden'>;

const applicationOrder = (sort: ListSort | null) => listOrderOf(staffApplicationSortKeys, sort);
const internshipOrder = (sort: ListSort | null) => listOrderOf(staffInternshipSortKeys, sort);

/** `GET /api/Gestion/dameCandidaturas`, a page of the filtered list in the order of `sort`. */
export const useStaffApplications = (
  filters: ApplicationFilters,
  pagina: number,
  sort: ListSort | null,
) =>
  useStaffApplicationList({
    ...filters,
    orden: applicationOrder(sort),
    pagina,
    porPagina: APPLICATION_PAGE_SIZE,
  });

export const applicationExportHref = (
  filters: ApplicationFilters,
  sort: ListSort | null,
  formato: 'csv' | 'xlsx',
) => callHref(calls.export, { query: { ...filters, orden: applicationOrder(sort), formato } });

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

/** `GET /api/Gestion/damePracticas`, a page of the filtered list in the order of `sort`. */
export function useStaffInternships(
  filters: InternshipFilters,
  pagina: number,
  sort: ListSort | null,
) {
  const query = { ...filters, orden: internshipOrder(sort), pagina };
  return useQuery({
    queryKey: staffApplicationKeys.internships(query),
    queryFn: ({ signal }) =>
      callApi(calls.internships, {
        query: { ...query, porPagina: APPLICATION_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const internshipExportHref = (
  filters: InternshipFilters,
  sort: ListSort | null,
  formato: 'csv' | 'xlsx',
) =>
  callHref(calls.exportInternships, {
    query: { ...filters, orden: internshipOrder(sort), formato },
  });

/** `GET /api/Gestion/damePractica/{id}`. */
export const useStaffInternship = (id: number) =>
  useQuery({
    queryKey: staffApplicationKeys.internship(id),
    queryFn: ({ signal }) => callApi(calls.internship, { params: { id }, signal }),
  });
