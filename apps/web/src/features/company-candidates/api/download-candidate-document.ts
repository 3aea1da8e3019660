import { companyCandidateCalls } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callHref } from '../../../lib/api-client.ts';
import { fetchFile, saveFile } from '../../../lib/download.ts';

/** `GET /api/Empresa/documentoCandidato/{idCandidatura}/{idDocumento}`: own CV or record. */
export function downloadCandidateDocument(
  applicationId: number,
  document: { idDocumento: number; nombre: string },
) {
  return fetchFile(
    callHref(companyCandidateCalls.document, {
      params: { idCandidatura: applicationId, idDocumento: document.idDocumento },
    }),
    document.nombre,
  );
}

export function useDownloadCandidateDocument(applicationId: number) {
  return useMutation({
    mutationFn: (document: { idDocumento: number; nombre: string }) =>
      downloadCandidateDocument(applicationId, document),
    onSuccess: saveFile,
  });
}
