import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPrivateFile, sha256Hex, type PrivateFile } from '../lib/private-file.ts';
import { applicationKeys } from './application-keys.ts';

export interface SignaturePdf extends PrivateFile {
  /** SHA-256 of the exact bytes shown, sent when signing (the server checks it). */
  sha256: string | null;
}

/** `GET /api/Alumno/documentoFirma/{id}` (application/pdf, with the session). */
export async function getSignaturePdf(url: string, signal?: AbortSignal): Promise<SignaturePdf> {
  const file = await fetchPrivateFile(url, signal);
  return { ...file, sha256: await sha256Hex(file.blob) };
}

export function signaturePdfQueryOptions(id: number, url: string, signed: boolean) {
  return queryOptions({
    // The signed copy replaces the original once signed.
    queryKey: [...applicationKeys.signaturePdf(id), signed] as const,
    queryFn: ({ signal }) => getSignaturePdf(url, signal),
    staleTime: Infinity,
    meta: { errorBanner: false },
  });
}

export function useSignaturePdf(id: number, url: string | undefined, signed: boolean) {
  return useQuery({
    ...signaturePdfQueryOptions(id, url ?? '', signed),
    enabled: url !== undefined,
  });
}
