import { candidateDocumentCalls, cvCalls } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { callHref } from '../../../lib/api-client.ts';
import { downloadFile, fetchFile } from '../../../lib/download.ts';
import { cvKeys } from './cv-keys.ts';

/** 'Descargar CV': the generated PDF, exactly what a company receives (502). */
export function downloadCvPdf(fileName: string): Promise<void> {
  return downloadFile(callHref(cvCalls.pdf, {}), fileName);
}

/** One of the candidate's documents. */
export function downloadCvDocument(id: number, fileName: string): Promise<void> {
  return downloadFile(callHref(candidateDocumentCalls.file, { params: { id } }), fileName);
}

/**
 * The profile photo as an object URL: it is served only with the session's token, so an <img>
 * cannot load it directly. `url` (urlImagenPerfil) changes when a new photo is saved.
 */
export function usePhotoUrl(url: string | null, version: string): string | null {
  const photo = useQuery({
    queryKey: cvKeys.photo(`${url ?? ''}#${version}`),
    enabled: url !== null,
    meta: { errorBanner: false },
    queryFn: async () => (await fetchFile(callHref(cvCalls.photo, {}), 'foto')).blob,
  });
  const objectUrl = useMemo(
    () => (photo.data && url !== null ? URL.createObjectURL(photo.data) : null),
    [photo.data, url],
  );
  useEffect(
    () => () => {
      if (objectUrl !== null) {
        URL.revokeObjectURL(objectUrl);
      }
    },
    [objectUrl],
  );
  return objectUrl;
}
