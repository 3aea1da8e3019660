import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';
import { candidateQuery, type CandidateFilters } from './get-offer-candidates.ts';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportedFile {
  fileName: string;
  blob: Blob;
}

/** The name of a Content-Disposition header (RFC 5987 `filename*` first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const header = disposition ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return fallback;
    }
  }
  return /filename="?([^";]+)"?/.exec(header)?.[1] ?? fallback;
}

/**
 * A file the API sends (not an envelope) with the session's token. An answer that is an envelope
 * (an error) becomes an ApiError like any other call.
 */
export async function fetchFile(url: string, fallbackName: string): Promise<ExportedFile> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });
  } catch {
    throw new ApiError({ status: 500, mensaje: null, httpStatus: 0, network: true });
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const body = (await response.json().catch(() => null)) as {
      status?: number;
      mensaje?: string | null;
    } | null;
    throw new ApiError({
      status: body?.status ?? 500,
      mensaje: body?.mensaje ?? null,
      httpStatus: response.status,
    });
  }
  return {
    fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName),
    blob: await response.blob(),
  };
}

/** `GET /api/Empresa/exportaCandidatosProceso/{id}?formato=`: the candidate list as a file. */
export function exportCandidates(
  offerId: string,
  filters: CandidateFilters,
  formato: ExportFormat,
): Promise<ExportedFile> {
  return fetchFile(
    `/api/Empresa/exportaCandidatosProceso/${encodeURIComponent(offerId)}${candidateQuery(filters, { formato })}`,
    `candidatos-oferta-${offerId}.${formato}`,
  );
}

/** Saves a file the way a download link would. */
export function saveFile(file: ExportedFile): void {
  const href = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(href);
  }, 1000);
}

export function useExportCandidates(offerId: string) {
  return useMutation({
    mutationFn: ({ filters, formato }: { filters: CandidateFilters; formato: ExportFormat }) =>
      exportCandidates(offerId, filters, formato),
    onSuccess: saveFile,
  });
}
