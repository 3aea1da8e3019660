import { signatureCalls } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callHref } from '../../../lib/api-client.ts';
import { fetchPrivateFile, sha256Hex, type PrivateFile } from '../lib/private-file.ts';
import { applicationKeys } from './application-keys.ts';

export interface SignaturePdf extends PrivateFile {
  /** SHA-256 of the exact bytes shown, sent when signing (the server checks it). */
  sha256: string | null;
}

/** `GET /api/Alumno/documentoFirma/{id}` (application/pdf, with the session). */
export async function getSignaturePdf(id: number, signal?: AbortSignal): Promise<SignaturePdf> {
  const file = await fetchPrivateFile(callHref(signatureCalls.pdf, { params: { id } }), signal);
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
