import { internshipCalls, type InternshipDocument } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { extensionOf, readAsBase64 } from '../../../lib/files.ts';
import { postWithProgress, type UploadProgress } from '../../../lib/upload-request.ts';
import { internshipKeys } from './internship-keys.ts';

/** Deliver a requested document (addDocumentoPractica) or attach a file (addFicheroPractica). */
export type InternshipUploadTarget =
  { kind: 'requested'; idDocumento: number } | { kind: 'attachment'; idPractica: number };

export interface InternshipUpload {
  target: InternshipUploadTarget;
  file: File;
  nombre: string;
}

/**
 * `POST /api/Alumno/addDocumentoPractica {idDocumento, …}` or `addFicheroPractica {idPractica, …}`
 * with the file as base64 and its extension, reporting the upload's progress.
 */
export async function uploadInternshipDocument(
  upload: InternshipUpload,
  onProgress: (progress: UploadProgress) => void,
): Promise<InternshipDocument> {
  const file = {
    ficheroB64ParaAltas: await readAsBase64(upload.file),
    extension_adjunto: extensionOf(upload.file.name),
    nombre: upload.nombre,
  };
  return upload.target.kind === 'requested'
    ? postWithProgress(
        internshipCalls.deliverDocument,
        { body: { ...file, idDocumento: upload.target.idDocumento } },
        onProgress,
      )
    : postWithProgress(
        internshipCalls.attachFile,
        { body: { ...file, idPractica: upload.target.idPractica } },
        onProgress,
      );
}

export function useUploadInternshipDocument(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: InternshipUpload) => uploadInternshipDocument(upload, onProgress),
    // Refusals of the file are shown under the field, not in the banner.
    meta: { errorBanner: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: internshipKeys.all }),
  });
}
