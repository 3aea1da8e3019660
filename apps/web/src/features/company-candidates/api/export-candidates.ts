import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';
import { candidateQuery, type CandidateFilters } from './get-offer-candidates.ts';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportedFile {
  fileName: string;
  blob: Blob;
}

const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * `GET /api/Empresa/exportaCandidatosProceso/{id}?formato=`: the candidate list as a file. An
 * answer that is an envelope (an error) becomes an ApiError like any other call.
 */
export async function exportCandidates(
  offerId: string,
  filters: CandidateFilters,
  formato: ExportFormat,
): Promise<ExportedFile> {
  const token = getToken();
  const url = `/api/Empresa/exportaCandidatosProceso/${encodeURIComponent(offerId)}${candidateQuery(filters, { formato })}`;
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
    fileName: fileNameOf(
      response.headers.get('content-disposition'),
      `candidatos-oferta-${offerId}.${formato}`,
    ),
    blob: await response.blob(),
  };
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
