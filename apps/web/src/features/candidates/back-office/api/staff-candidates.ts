import {
  accountDeletionCalls,
  listOrderOf,
  staffCandidateCalls as calls,
  staffCandidateSortKeys,
  type StaffBlockCandidateBody,
  type StaffCandidateQuery,
  type StaffCandidateSheet,
  type StaffDeletionExportQuery,
  type StaffDeletionRejectBody,
  type StaffDeletionStateFilter,
  type StaffVerifyCandidateBody,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListSort } from '../../../../components/list-kit/index.ts';
import { callApi, callHref } from '../../../../lib/api-client.ts';

export type CandidateFilters = Omit<StaffCandidateQuery, 'pagina' | 'porPagina' | 'orden'>;

const candidateOrder = (sort: ListSort | null) => listOrderOf(staffCandidateSortKeys, sort);
export const CANDIDATES_PAGE_SIZE = 20;

const keys = {
  all: ['staff-candidates'] as const,
  sheet: (id: number) => ['staff-candidates', 'sheet', id] as const,
  deletions: (estado: StaffDeletionStateFilter) =>
    ['staff-candidates', 'deletions', estado] as const,
};

/** One page of the search, in the order of the sorted header (by name when none). */
export const useCandidateSearch = (
  filters: CandidateFilters,
  pagina: number,
  sort: ListSort | null,
) =>
  useQuery({
    queryKey: [...keys.all, 'search', filters, candidateOrder(sort), pagina],
    queryFn: ({ signal }) =>
      callApi(calls.search, {
        query: {
          ...filters,
          orden: candidateOrder(sort),
          pagina,
          porPagina: CANDIDATES_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useCandidateSheet = (id: number) =>
  useQuery({
    queryKey: keys.sheet(id),
    queryFn: ({ signal }) => callApi(calls.sheet, { params: { id }, signal }),
  });

function useSheetMutation<T>(run: (input: T) => Promise<StaffCandidateSheet>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (sheet) => {
      queryClient.setQueryData(keys.sheet(sheet.idUsuario), sheet);
      void queryClient.invalidateQueries({ queryKey: [...keys.all, 'search'] });
    },
  });
}

export const useBlockCandidate = () =>
  useSheetMutation((body: StaffBlockCandidateBody) => callApi(calls.block, { body }));
export const useUnblockCandidate = () =>
  useSheetMutation((idUsuario: number) => callApi(calls.unblock, { body: { idUsuario } }));
/** Mails the candidate a new link to confirm their address (the earlier one stops working). */
export const useResendConfirmation = () =>
  useSheetMutation((idUsuario: number) =>
    callApi(calls.resendConfirmation, { body: { idUsuario } }),
  );
/** Mails an account the record made a new link to choose its password. */
export const useResendActivation = () =>
  useSheetMutation((idUsuario: number) =>
    callApi(calls.resendActivation, { body: { idUsuario } }),
  );
export const useWithdrawCandidate = () =>
  useSheetMutation((idUsuario: number) => callApi(calls.withdraw, { body: { idUsuario } }));
/** Verifies or un-verifies by hand (audited with the optional reason). */
export const useVerifyCandidate = () =>
  useSheetMutation((body: StaffVerifyCandidateBody) => callApi(calls.verify, { body }));

/** The deletion requests of a state (pending, processed, rejected or every one), oldest first. */
export const useDeletionRequests = (estado: StaffDeletionStateFilter) =>
  useQuery({
    queryKey: keys.deletions(estado),
    queryFn: ({ signal }) => callApi(accountDeletionCalls.staffList, { query: { estado }, signal }),
    placeholderData: keepPreviousData,
  });

/** The deletion requests of a state as searched (name, email, DNI), as CSV or XLSX. */
export const deletionsExportHref = (
  filters: Required<Pick<StaffDeletionExportQuery, 'estado'>> & { texto: string },
  formato: 'csv' | 'xlsx',
) =>
  callHref(accountDeletionCalls.exportList, {
    query: {
      formato,
      estado: filters.estado,
      ...(filters.texto.trim() ? { texto: filters.texto.trim() } : {}),
    },
  });

function useDeletionMutation<T>(run: (input: T) => Promise<null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}

export const useApproveDeletion = () =>
  useDeletionMutation((idSolicitud: number) =>
    callApi(calls.approveDeletion, { body: { idSolicitud } }),
  );
export const useRejectDeletion = () =>
  useDeletionMutation((body: StaffDeletionRejectBody) => callApi(calls.rejectDeletion, { body }));

export const candidatesExportHref = (
  filters: CandidateFilters,
  sort: ListSort | null,
  formato: 'csv' | 'xlsx',
) => callHref(calls.exportList, { query: { ...filters, orden: candidateOrder(sort), formato } });
export const personDataHref = (id: number) => callHref(calls.exportPerson, { params: { id } });
