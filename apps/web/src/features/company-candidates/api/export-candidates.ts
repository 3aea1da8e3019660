import { companyCandidateCalls } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callHref } from '../../../lib/api-client.ts';
import { fetchFile, saveFile, type DownloadedFile } from '../../../lib/download.ts';
import { candidateQuery, type CandidateFilters } from './get-offer-candidates.ts';

export type ExportFormat = 'csv' | 'xlsx';

/** `GET /api/Empresa/exportaCandidatosProceso/{id}?formato=`: the candidate list as a file. */
export function exportCandidates(
  offerId: string,
  filters: CandidateFilters,
  formato: ExportFormat,
): Promise<DownloadedFile> {
  return fetchFile(
    callHref(companyCandidateCalls.export, {
      params: { id: offerId },
      query: { formato, ...candidateQuery(filters) },
    }),
    `candidatos-oferta-${offerId}.${formato}`,
  );
}

export function useExportCandidates(offerId: string) {
  return useMutation({
    mutationFn: ({ filters, formato }: { filters: CandidateFilters; formato: ExportFormat }) =>
      exportCandidates(offerId, filters, formato),
    onSuccess: saveFile,
  });
}
