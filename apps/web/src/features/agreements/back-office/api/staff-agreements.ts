import {
  listOrderOf,
  staffAgreementCalls,
  staffAgreementSortKeys,
  staffDocumentationCalls,
  staffInvoiceCalls,
  type AgreementStatus,
  type InvoiceStatus,
  type StaffAgreementCountersignedInput,
  type StaffDocumentationCreateInput,
  type StaffDocumentationEditInput,
  type StaffInvoiceCreateInput,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListSort } from '../../../../components/list-kit/index.ts';
import { callApi, callHref } from '../../../../lib/api-client.ts';
import { postWithProgress, type UploadProgress } from '../../../../lib/upload-request.ts';

export const staffAgreementKeys = {
  all: ['staff-agreements'] as const,
  list: (query: AgreementFilters & { orden?: string }) =>
    [...staffAgreementKeys.all, 'list', query] as const,
  detail: (id: number) => [...staffAgreementKeys.all, 'detail', id] as const,
  companies: () => ['staff-billing-companies'] as const,
  invoices: (filters: InvoiceFilters) => ['staff-invoices', filters] as const,
  documentation: (filters: DocumentationFilters) => ['staff-documentation', filters] as const,
  companyDocuments: (idEmpresa?: number) => ['staff-company-documents', idEmpresa ?? null] as const,
};

export interface AgreementFilters {
  estado?: AgreementStatus;
  texto?: string;
  idEmpresa?: number;
  pagina: number;
}

export const AGREEMENTS_PAGE_SIZE = 20;

const defined = <T extends object>(value: T) =>
  Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== '' && v !== null),
  ) as Partial<T>;

/** One page of the filtered agreements, ordered by the server as the sorted header says. */
export function useStaffAgreements(filters: AgreementFilters, sort: ListSort | null) {
  const query = { ...filters, orden: listOrderOf(staffAgreementSortKeys, sort) };
  return useQuery({
    queryKey: staffAgreementKeys.list(query),
    queryFn: ({ signal }) =>
      callApi(staffAgreementCalls.list, {
        query: { ...defined(query), porPagina: AGREEMENTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const agreementsExportHref = (
  filters: Omit<AgreementFilters, 'pagina'>,
  sort: ListSort | null,
  formato: 'csv' | 'xlsx',
) =>
  callHref(staffAgreementCalls.export, {
    query: { ...defined(filters), orden: listOrderOf(staffAgreementSortKeys, sort), formato },
  });

export const useStaffAgreement = (id: number) =>
  useQuery({
    queryKey: staffAgreementKeys.detail(id),
    queryFn: ({ signal }) => callApi(staffAgreementCalls.detail, { params: { id }, signal }),
  });

export const useBillingCompanies = () =>
  useQuery({
    queryKey: staffAgreementKeys.companies(),
    queryFn: ({ signal }) => callApi(staffAgreementCalls.companies, { signal }),
    staleTime: 60_000,
  });

export type AgreementAction = 'erroneo' | 'enviado_secretaria' | 'formalizado' | 'caducado';

/** One lifecycle action; the detail and the lists are refreshed after it. */
export function useAgreementAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, motivo }: { action: AgreementAction; motivo?: string }) => {
      const body = { idConvenio: id };
      switch (action) {
        case 'erroneo':
          return callApi(staffAgreementCalls.markErroneous, {
            body: { ...body, motivo: motivo ?? '' },
          });
        case 'enviado_secretaria':
          return callApi(staffAgreementCalls.sendToSecretariat, { body });
        case 'formalizado':
          return callApi(staffAgreementCalls.formalise, { body });
        case 'caducado':
          return callApi(staffAgreementCalls.expire, { body });
      }
    },
    meta: { errorBanner: false },
    onSuccess: (detail) => {
      queryClient.setQueryData(staffAgreementKeys.detail(id), detail);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffAgreementKeys.all }),
  });
}

export function useUploadCountersigned(id: number, onProgress: (p: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffAgreementCountersignedInput) =>
      postWithProgress(staffAgreementCalls.uploadCountersigned, { body }, onProgress),
    meta: { errorBanner: false },
    onSuccess: (detail) => {
      queryClient.setQueryData(staffAgreementKeys.detail(id), detail);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffAgreementKeys.all }),
  });
}

// ---- Invoices ----

export interface InvoiceFilters {
  anio?: number;
  estado?: InvoiceStatus;
  idEmpresa?: number;
  texto?: string;
}

export const useStaffInvoices = (filters: InvoiceFilters) =>
  useQuery({
    queryKey: staffAgreementKeys.invoices(filters),
    queryFn: ({ signal }) => callApi(staffInvoiceCalls.list, { query: defined(filters), signal }),
    placeholderData: keepPreviousData,
  });

export const invoicesExportHref = (filters: InvoiceFilters, formato: 'csv' | 'xlsx') =>
  callHref(staffInvoiceCalls.export, { query: { ...defined(filters), formato } });

export function useCreateInvoice(onProgress: (p: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInvoiceCreateInput) =>
      postWithProgress(staffInvoiceCalls.create, { body }, onProgress),
    meta: { errorBanner: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff-invoices'] }),
  });
}

export function useChangeInvoiceState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { idFactura: number; estado: InvoiceStatus }) =>
      callApi(staffInvoiceCalls.changeState, { body }),
    meta: { errorBanner: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff-invoices'] }),
  });
}

// ---- Documentation ----

export interface DocumentationFilters {
  seccion?: 'anexos' | 'notas_informativas' | 'otros';
  colectivo?: 'todos' | 'estudiantes' | 'titulados';
  texto?: string;
}

export const useStaffDocumentation = (filters: DocumentationFilters) =>
  useQuery({
    queryKey: staffAgreementKeys.documentation(filters),
    queryFn: ({ signal }) =>
      callApi(staffDocumentationCalls.list, { query: defined(filters), signal }),
    placeholderData: keepPreviousData,
  });

/** The documentation files as filtered on the page, as CSV or XLSX. */
export const documentationExportHref = (filters: DocumentationFilters, formato: 'csv' | 'xlsx') =>
  callHref(staffDocumentationCalls.exportList, { query: { ...defined(filters), formato } });

/** The internship programmes a documentation file may be tied to. */
export const useStaffCompanyDocuments = () =>
  useQuery({
    queryKey: staffAgreementKeys.companyDocuments(),
    queryFn: ({ signal }) =>
      callApi(staffDocumentationCalls.companyDocuments, { query: {}, signal }),
  });

export function useSaveDocumentation(onProgress: (p: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { kind: 'add'; body: StaffDocumentationCreateInput }
        | { kind: 'edit'; body: StaffDocumentationEditInput },
    ) =>
      input.kind === 'add'
        ? postWithProgress(staffDocumentationCalls.add, { body: input.body }, onProgress)
        : postWithProgress(staffDocumentationCalls.edit, { body: input.body }, onProgress),
    meta: { errorBanner: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff-documentation'] }),
  });
}

export function useRemoveDocumentation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(staffDocumentationCalls.remove, { body: { id } }),
    meta: { errorBanner: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff-documentation'] }),
  });
}
