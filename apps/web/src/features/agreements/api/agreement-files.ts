import { agreementCalls, type Agreement } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download.ts';
import { extensionOf, readAsBase64 } from '../../../lib/files.ts';
import { postWithProgress, type UploadProgress } from '../../../lib/upload-request.ts';
import { agreementKeys } from './agreement-keys.ts';

/** Downloads the generated agreement, the signed copy or the one formalised by the university. */
export function downloadAgreement(
  agreement: Agreement,
  which: boolean | 'countersigned',
): Promise<void> {
  const url =
    which === 'countersigned'
      ? agreement.enlaceFormalizado
      : which
        ? agreement.enlaceFirmado
        : agreement.enlace;
  const suffix = which === 'countersigned' ? '-formalizado' : which ? '-firmado' : '';
  return downloadFile(
    url ?? agreement.enlace,
    `convenio-${String(agreement.idConvenio)}${suffix}.pdf`,
  );
}

export interface SignedUpload {
  idConvenio: number;
  file: File;
}

/** `POST adjuntaFicheroAlConvenioEmpresa` with the PDF as base64, reporting upload progress. */
export async function uploadSignedAgreement(
  upload: SignedUpload,
  onProgress: (progress: UploadProgress) => void,
): Promise<Agreement> {
  return postWithProgress(
    agreementCalls.uploadSigned,
    {
      body: {
        idConvenio: upload.idConvenio,
        ficheroB64: await readAsBase64(upload.file),
        extension_adjunto: extensionOf(upload.file.name),
      },
    },
    onProgress,
  );
}

export function useUploadSignedAgreement(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: SignedUpload) => uploadSignedAgreement(upload, onProgress),
    meta: { errorBanner: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: agreementKeys.all }),
  });
}
