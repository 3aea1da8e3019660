import { academicRecordCalls as calls, Codes, callUrl, type RecordImport } from '@portal/contracts';
import { ApiError, isEnvelope } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { getToken } from '../../../lib/session.ts';
import type { UploadProgress } from '../../../lib/upload-request.ts';

export interface RecordFileUpload {
  file: File;
  /** Full import: people missing from the file are marked as no longer enrolled. */
  completa: boolean;
}

/**
 * The file's type as the import call accepts it: the browser's guess when it names a CSV or an
 * XLSX, else `application/octet-stream` (the server reads the format from the bytes and the name).
 */
export function contentTypeOf(file: File): string {
  const known = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
  return known.includes(file.type) ? file.type : 'application/octet-stream';
}

/**
 * `importFile` in preview mode: the file is the raw request body (not JSON, not base64), sent with
 * XMLHttpRequest so the upload reports its progress (fetch has no upload progress events). Resolves
 * with the preview, or rejects with an ApiError like callApi (121, 122, 413…).
 */
export function uploadRecordFile(
  { file, completa }: RecordFileUpload,
  onProgress: (progress: UploadProgress) => void,
): Promise<RecordImport> {
  const response = calls.importFile.response;
  return new Promise<RecordImport>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(
      'POST',
      callUrl(calls.importFile, { query: { fichero: file.name, modo: 'previsualizar', completa } }),
    );
    xhr.setRequestHeader('content-type', contentTypeOf(file));
    xhr.setRequestHeader('accept', 'application/json');
    // The refused rows' sentences come in the interface's language.
    xhr.setRequestHeader('accept-language', currentLanguage());
    const token = getToken();
    if (token !== null) {
      xhr.setRequestHeader('authorization', `Bearer ${token}`);
    }
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) {
        onProgress({ loaded: event.loaded, total: event.total });
      }
    });
    // A small file may send no progress event before it is all sent.
    xhr.upload.addEventListener('load', () => {
      onProgress({ loaded: file.size, total: file.size });
    });
    xhr.addEventListener('error', () => {
      reject(
        new ApiError({
          status: Codes.SERVICE_UNAVAILABLE,
          mensaje: null,
          httpStatus: 0,
          network: true,
        }),
      );
    });
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = null;
      }
      if (!isEnvelope(body)) {
        reject(
          new ApiError({
            status: Codes.SERVICE_UNAVAILABLE,
            mensaje: null,
            httpStatus: xhr.status,
          }),
        );
        return;
      }
      if (body.status !== Codes.SUCCESS) {
        reject(
          new ApiError({
            status: xhr.status >= 500 ? Codes.SERVICE_UNAVAILABLE : body.status,
            mensaje: body.mensaje,
            datos: body.datos,
            httpStatus: xhr.status,
          }),
        );
        return;
      }
      const parsed = response.safeParse(body.datos);
      if (parsed.success) {
        resolve(parsed.data);
      } else {
        reject(
          new ApiError({ status: Codes.GENERIC_ERROR, mensaje: null, httpStatus: xhr.status }),
        );
      }
    });
    xhr.send(file);
  });
}
