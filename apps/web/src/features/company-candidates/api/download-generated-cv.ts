import { cvCalls } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callHref } from '../../../lib/api-client.ts';
import { fetchFile, saveFile } from '../../../lib/download.ts';

/**
 * `GET /api/Empresa/dameCvCandidato/{idCandidatura}`: the CV generated from the candidate's
 * profile (502), exactly what the candidate's 'Descargar CV' gives.
 */
export function useDownloadGeneratedCv(applicationId: number) {
  return useMutation({
    mutationFn: (fileName: string) =>
      fetchFile(
        callHref(cvCalls.companyPdf, { params: { idCandidatura: applicationId } }),
        fileName,
      ),
    onSuccess: saveFile,
  });
}
