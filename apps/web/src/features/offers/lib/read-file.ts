import {
  FILE_TYPE_NOT_ALLOWED,
  UPLOAD_MAX_BYTES,
  isAllowedExtension,
  uploadExtensions,
} from '@portal/contracts';

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Why a file cannot be uploaded (000 §5: extension list, 5000 KB), or null when it can. */
export function uploadProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  if (!isAllowedExtension(extensionOf(file.name))) {
    return 'type';
  }
  return file.size > UPLOAD_MAX_BYTES ? 'size' : null;
}

export { FILE_TYPE_NOT_ALLOWED };

/** The accept attribute of a file input for the allowed extensions. */
export const acceptedExtensions = uploadExtensions.map((e) => `.${e}`).join(',');

/** The file's content as base64 (without the data-URL prefix). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('file not readable'));
    };
    reader.readAsDataURL(file);
  });
}
