import {
  academicRecordCalls as calls,
  type CallResult,
  type RecordImport,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi, callHref } from '../../../../lib/api-client.ts';
import type { UploadProgress } from '../../../../lib/upload-request.ts';
import { uploadRecordFile, type RecordFileUpload } from './upload-record-file.ts';

/** Query keys of the academic record's screens (mutations refresh through them). */
export const recordKeys = {
  all: ['staff-record'] as const,
  importsAll: ['staff-record', 'imports'] as const,
  imports: (pagina: number) => ['staff-record', 'imports', pagina] as const,
  running: ['staff-record', 'running'] as const,
  degreeCodes: ['staff-record', 'degree-codes'] as const,
  tokens: ['staff-record', 'tokens'] as const,
};

/** How often the running import's progress is asked while an import is out. */
export const PROGRESS_POLL_MS = 500;

/** An import the server is working on (reading the file or applying it). */
export const isWorking = (run: Pick<RecordImport, 'estado'> | null | undefined): boolean =>
  run?.estado === 'analizando' || run?.estado === 'aplicando';

/** The import history, newest first, a page at a time. */
export const useRecordImports = (pagina: number) =>
  useQuery({
    queryKey: recordKeys.imports(pagina),
    queryFn: ({ signal }) => callApi(calls.list, { query: { pagina }, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * The import running now (null when none), polled while this page has one out (`waiting`) or the
 * server reports one (another administrator's, or the nightly job's), so its progress bar moves.
 */
export const useRunningImport = (waiting: boolean) =>
  useQuery({
    queryKey: recordKeys.running,
    queryFn: ({ signal }) => callApi(calls.running, { signal }),
    // A missed poll is no error for the user: the next one (or the import's own answer) follows.
    meta: { errorBanner: false },
    staleTime: 0,
    refetchInterval: (query) => (waiting || isWorking(query.state.data) ? PROGRESS_POLL_MS : false),
  });

/** Refreshes the history when another administrator's (or the nightly job's) import ends. */
export function useHistoryAfter(runningId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (runningId === null) {
      return undefined;
    }
    return () => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.importsAll });
    };
  }, [runningId, queryClient]);
}

/** A mutation that refreshes the import history and the running import when it ends. */
function useImportMutation<T>(run: (input: T) => Promise<RecordImport>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      // This page's import is over: its last poll must not read as somebody else's import
      // while the running import is asked again.
      queryClient.setQueryData(recordKeys.running, null);
      void queryClient.invalidateQueries({ queryKey: recordKeys.importsAll });
      void queryClient.invalidateQueries({ queryKey: recordKeys.running });
    },
  });
}

/** Uploads a file and previews it (nothing changes until it is confirmed). */
export const usePreviewImport = (onProgress: (progress: UploadProgress) => void) =>
  useImportMutation((upload: RecordFileUpload) => uploadRecordFile(upload, onProgress));

/** Applies the previewed import (all of it, or only its valid rows). */
export const useConfirmImport = () =>
  useImportMutation((input: { id: number; omitirRechazadas: boolean }) =>
    callApi(calls.confirm, {
      params: { id: input.id },
      body: { omitirRechazadas: input.omitirRechazadas },
    }),
  );

/** Discards the previewed import: it will not be applied, and the history says so. */
export const useDiscardImport = () =>
  useImportMutation((id: number) => callApi(calls.discard, { params: { id } }));

/**
 * Reads one import again (a preview the history offers to review): the caller opens it when it is
 * still waiting; otherwise the history, out of date, is asked again.
 */
export function useReviewImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(calls.detail, { params: { id } }),
    onSuccess: (run) => {
      if (run.estado !== 'previsualizada') {
        void queryClient.invalidateQueries({ queryKey: recordKeys.importsAll });
      }
    },
  });
}

/** Every refused row of an import, as CSV (the server names the file). */
export const refusedReportHref = (id: number) => callHref(calls.refusedReport, { params: { id } });

/** Every degree an import ends (who leaves), as CSV. */
export const leaversReportHref = (id: number) => callHref(calls.leaversReport, { params: { id } });

export const useDegreeCodes = () =>
  useQuery({
    queryKey: recordKeys.degreeCodes,
    queryFn: ({ signal }) => callApi(calls.degreeCodes, { signal }),
  });

/** The portal's degrees, which the university's codes map to (loaded once). */
export { useDegrees } from '../../../../lib/queries/degrees.ts';

export type RecordDegreeCode = CallResult<typeof calls.degreeCodes>[number];
export type IntegrationToken = CallResult<typeof calls.tokens>[number];
export type CreatedToken = CallResult<typeof calls.createToken>;
export type RecordImportRow = CallResult<typeof calls.list>['importaciones'][number];

/** Saving or deleting a code answers with the whole mapping: it replaces the cached one. */
function useDegreeCodeMutation<T>(run: (input: T) => Promise<RecordDegreeCode[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (codes) => {
      queryClient.setQueryData(recordKeys.degreeCodes, codes);
    },
  });
}

export const useSaveDegreeCode = () =>
  useDegreeCodeMutation((body: { codigo: string; idTitulacion: number; reemplazar: boolean }) =>
    callApi(calls.saveDegreeCode, { body }),
  );
export const useDeleteDegreeCode = () =>
  useDegreeCodeMutation((codigo: string) => callApi(calls.deleteDegreeCode, { body: { codigo } }));

export const useIntegrationTokens = () =>
  useQuery({
    queryKey: recordKeys.tokens,
    queryFn: ({ signal }) => callApi(calls.tokens, { signal }),
  });

export const useCreateToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nombre: string) => callApi(calls.createToken, { body: { nombre } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.tokens });
    },
  });
};

export const useRevokeToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(calls.revokeToken, { body: { id } }),
    onSuccess: (tokens) => {
      queryClient.setQueryData(recordKeys.tokens, tokens);
    },
  });
};
