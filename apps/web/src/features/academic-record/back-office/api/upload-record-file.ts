import { academicRecordCalls as calls, type RecordImport } from '@portal/contracts';
import { currentLanguage } from '../../../../lib/i18n.ts';
import { postWithProgress, type UploadProgress } from '../../../../lib/upload-request.ts';

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
 * XMLHttpRequest so the upload reports its progress. Resolves with the preview, or rejects with an
 * ApiError like callApi (121, 122, 413…); the refused rows' sentences come in the interface's
 * language.
 */
export function uploadRecordFile(
  { file, completa }: RecordFileUpload,
  onProgress: (progress: UploadProgress) => void,
): Promise<RecordImport> {
  return postWithProgress(
    calls.importFile,
    { query: { fichero: file.name, modo: 'previsualizar', completa } },
    onProgress,
    {
      body: file,
      contentType: contentTypeOf(file),
      headers: { 'accept-language': currentLanguage() },
    },
  );
}
