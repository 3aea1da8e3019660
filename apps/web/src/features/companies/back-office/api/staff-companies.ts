import {
  listOrderOf,
  staffCompanyCalls as calls,
  staffCompanySortKeys,
  type StaffAddCompanyUserBody,
  type StaffCompanyListQuery,
  type StaffEditCompanyBody,
  type StaffMergeCompaniesBody,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListSort } from '../../../../components/list-kit/index.ts';
import { callApi, callHref } from '../../../../lib/api-client.ts';

export const COMPANY_PAGE_SIZE = 20;

export const staffCompanyKeys = {
  all: ['staff-companies'] as const,
  list: (query: object) => [...staffCompanyKeys.all, 'list', query] as const,
  detail: (id: number) => [...staffCompanyKeys.all, 'detail', id] as const,
  requests: () => [...staffCompanyKeys.all, 'requests'] as const,
};

export type CompanyFilters = Omit<StaffCompanyListQuery, 'pagina' | 'porPagina' | 'orden'>;

const companyOrder = (sort: ListSort | null) => listOrderOf(staffCompanySortKeys, sort);

/** `GET /api/Gestion/dameEmpresas`, a page in the order of the sorted header. */
export function useStaffCompanies(filters: CompanyFilters, pagina: number, sort: ListSort | null) {
  const query = { ...filters, orden: companyOrder(sort), pagina };
  return useQuery({
    queryKey: staffCompanyKeys.list(query),
    queryFn: ({ signal }) =>
      callApi(calls.list, { query: { ...query, porPagina: COMPANY_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const companyExportHref = (
  filters: CompanyFilters,
  sort: ListSort | null,
  formato: 'csv' | 'xlsx',
) => callHref(calls.export, { query: { ...filters, orden: companyOrder(sort), formato } });

/** `GET /api/Gestion/dameEmpresa/{id}`. */
export const useStaffCompany = (id: number) =>
  useQuery({
    queryKey: staffCompanyKeys.detail(id),
    queryFn: ({ signal }) => callApi(calls.detail, { params: { id }, signal }),
  });

/** `GET /api/Gestion/dameSolicitudesCuentaEmpresa`. */
export const useAccountRequests = () =>
  useQuery({
    queryKey: staffCompanyKeys.requests(),
    queryFn: ({ signal }) => callApi(calls.accountRequests, { signal }),
  });

function useStaffMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { errorBanner: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffCompanyKeys.all }),
  });
}

export const useApproveRequest = () =>
  useStaffMutation((idSolicitud: number) =>
    callApi(calls.approveAccountRequest, { body: { idSolicitud } }),
  );
export const useRejectRequest = () =>
  useStaffMutation((body: { idSolicitud: number; motivo: string }) =>
    callApi(calls.rejectAccountRequest, { body }),
  );
export const useRejectCompany = () =>
  useStaffMutation((body: { idEmpresa: number; motivo: string }) =>
    callApi(calls.reject, { body }),
  );
export const useBlockCompany = () =>
  useStaffMutation((body: { idEmpresa: number; mensaje: string }) =>
    callApi(calls.block, { body }),
  );
export const useUnblockCompany = () =>
  useStaffMutation((idEmpresa: number) => callApi(calls.unblock, { body: { idEmpresa } }));
export const useEditCompany = () =>
  useStaffMutation((body: StaffEditCompanyBody) => callApi(calls.edit, { body }));
export const useMergeCompanies = () =>
  useStaffMutation((body: StaffMergeCompaniesBody) => callApi(calls.merge, { body }));
export const useAddCompanyUser = () =>
  useStaffMutation((body: StaffAddCompanyUserBody) => callApi(calls.addUser, { body }));
export const useRemoveCompanyUser = () =>
  useStaffMutation((body: { idEmpresa: number; idUsuario: number }) =>
    callApi(calls.removeUser, { body }),
  );
