import { agreementCalls, type Agreement } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download.ts';
import { extensionOf, readAsBase64 } from '../../../lib/files.ts';
import { postWithProgress, type UploadProgress } from '../../../lib/upload-request.ts';
import { agreementKeys } from './agreement-keys.ts';

/** Which copy of an agreement: generated, signed by the company, formalised, or the request's attachment. */
export type AgreementCopy = 'generated' | 'signed' | 'countersigned' | 'attachment';

const copyOf: Record<AgreementCopy, (a: Agreement) => string | null> = {
  generated: (a) => a.enlace,
  signed: (a) => a.enlaceFirmado,
  countersigned: (a) => a.enlaceFormalizado,
  attachment: (a) => a.enlaceAdjunto,
};
const suffixOf: Record<AgreementCopy, string> = {
  generated: '.pdf',
  signed: '-firmado.pdf',
  countersigned: '-formalizado.pdf',
  // The server names the file with its own extension (the attachment may be any upload type).
  attachment: '-adjunto',
};

/** Downloads one copy of an agreement (the server's file name wins when it sends one). */
export function downloadAgreement(agreement: Agreement, which: AgreementCopy): Promise<void> {
  return downloadFile(
    copyOf[which](agreement) ?? agreement.enlace,
    `convenio-${String(agreement.idConvenio)}${suffixOf[which]}`,
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
