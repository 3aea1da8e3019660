import {
  companyDocumentCalls,
  invoiceCalls,
  type InvoiceStatus,
  type Upload,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { postWithProgress, type UploadProgress } from '../../../lib/upload-request.ts';

export type Audience = 'estudiantes' | 'titulados' | undefined;

/** Query keys of the documentation and invoices pages. */
export const documentationKeys = {
  all: ['company-documentation'] as const,
  annexes: (colectivo: Audience) => [...documentationKeys.all, 'annexes', colectivo] as const,
  notes: (colectivo: Audience) => [...documentationKeys.all, 'notes', colectivo] as const,
  byProgramme: (colectivo: Audience) =>
    [...documentationKeys.all, 'by-programme', colectivo] as const,
  own: () => [...documentationKeys.all, 'own'] as const,
  internships: () => [...documentationKeys.all, 'internships'] as const,
  internshipDocuments: () => [...documentationKeys.all, 'internship-documents'] as const,
  invoices: (anio?: number, estado?: InvoiceStatus) =>
    ['company-invoices', anio ?? null, estado ?? null] as const,
};

const query = (colectivo: Audience) => (colectivo ? { colectivo } : {});

export const useAnnexes = (colectivo: Audience) =>
  useQuery({
    queryKey: documentationKeys.annexes(colectivo),
    queryFn: ({ signal }) =>
      callApi(companyDocumentCalls.annexes, { query: query(colectivo), signal }),
  });

export const useNotes = (colectivo: Audience) =>
  useQuery({
    queryKey: documentationKeys.notes(colectivo),
    queryFn: ({ signal }) =>
      callApi(companyDocumentCalls.notes, { query: query(colectivo), signal }),
  });

export const useProgrammeDocuments = (colectivo: Audience) =>
  useQuery({
    queryKey: documentationKeys.byProgramme(colectivo),
    queryFn: ({ signal }) =>
      callApi(companyDocumentCalls.byProgramme, { query: query(colectivo), signal }),
  });

export const useOwnDocuments = () =>
  useQuery({
    queryKey: documentationKeys.own(),
    queryFn: ({ signal }) => callApi(companyDocumentCalls.ownDocuments, { signal }),
  });

export const useInternshipsWithDocuments = () =>
  useQuery({
    queryKey: documentationKeys.internships(),
    queryFn: ({ signal }) => callApi(companyDocumentCalls.internships, { signal }),
  });

export const useInternshipDocuments = () =>
  useQuery({
    queryKey: documentationKeys.internshipDocuments(),
    queryFn: ({ signal }) =>
      callApi(companyDocumentCalls.internshipDocuments, { query: {}, signal }),
  });

/** adddoc with upload progress. */
export function useAddOwnDocument(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Upload) =>
      postWithProgress(companyDocumentCalls.addDocument, { body }, onProgress),
    meta: { errorBanner: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentationKeys.own() }),
  });
}

export function useDeleteOwnDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(companyDocumentCalls.deleteDocument, { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentationKeys.own() }),
  });
}

/** dameFacturasALTAI with the year and state filters. */
export const useInvoices = (anio?: number, estado?: InvoiceStatus) =>
  useQuery({
    queryKey: documentationKeys.invoices(anio, estado),
    queryFn: ({ signal }) =>
      callApi(invoiceCalls.list, {
        query: { ...(anio ? { anio } : {}), ...(estado ? { estado } : {}) },
        signal,
      }),
  });
