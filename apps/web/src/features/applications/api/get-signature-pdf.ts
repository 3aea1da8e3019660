import { signatureCalls } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callHref } from '../../../lib/api-client.ts';
import { fetchFile, type DownloadedFile } from '../../../lib/download.ts';
import { sha256Hex } from '../lib/blob-sha256.ts';
import { applicationKeys } from './application-keys.ts';

export interface SignaturePdf extends DownloadedFile {
  /** SHA-256 of the exact bytes shown, sent when signing (the server checks it). */
  sha256: string | null;
}

/** `GET /api/Alumno/documentoFirma/{id}` (application/pdf, with the session). */
export async function getSignaturePdf(id: number, signal?: AbortSignal): Promise<SignaturePdf> {
  const file = await fetchFile(
    callHref(signatureCalls.pdf, { params: { id } }),
    `documento-${String(id)}.pdf`,
    signal,
  );
  return { ...file, sha256: await sha256Hex(file.blob) };
}

export function signaturePdfQueryOptions(id: number, signed: boolean) {
  return queryOptions({
    // The signed copy replaces the original once signed.
    queryKey: [...applicationKeys.signaturePdf(id), signed] as const,
    queryFn: ({ signal }) => getSignaturePdf(id, signal),
    staleTime: Infinity,
    meta: { errorBanner: false },
  });
}

export function useSignaturePdf(id: number, signed: boolean) {
  return useQuery({ ...signaturePdfQueryOptions(id, signed), enabled: id > 0 });
}
