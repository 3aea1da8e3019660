import { contentFileCalls, type ContentFile, type ContentFileUse } from '@portal/contracts';
import { extensionOf, readAsBase64 } from './files.ts';
import { postWithProgress, type UploadProgress } from './upload-request.ts';

/** `subirArchivoContenido`: the file as base64 with its extension, reporting progress. */
export async function uploadContentFile(
  uso: ContentFileUse,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<ContentFile> {
  return postWithProgress(
    contentFileCalls.upload,
    {
      body: {
        uso,
        nombre: file.name,
        extension_adjunto: extensionOf(file.name),
        ficheroB64ParaAltas: await readAsBase64(file),
      },
    },
    onProgress,
  );
}
