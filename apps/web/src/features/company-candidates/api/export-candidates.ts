import { useMutation } from '@tanstack/react-query';
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
    `/api/Empresa/exportaCandidatosProceso/${encodeURIComponent(offerId)}${candidateQuery(filters, { formato })}`,
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
