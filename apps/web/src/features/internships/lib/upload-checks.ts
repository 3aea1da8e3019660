import { isAllowedExtension, UPLOAD_MAX_BYTES } from '@portal/contracts';

/** Why a file cannot be sent (000 §5): type, size over 5000 KB, or empty. */
export type UploadProblem = 'fileType' | 'fileTooBig' | 'fileEmpty';

/** The extension of a file name, lower case, without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The checks the server repeats (it also checks the content): an allowed extension, at most
 * 5000 KB, not empty. Null when the file may be sent.
 */
export function checkFile(file: Pick<File, 'name' | 'size'>): UploadProblem | null {
  if (!isAllowedExtension(extensionOf(file.name))) {
    return 'fileType';
  }
  if (file.size === 0) {
    return 'fileEmpty';
  }
  if (file.size > UPLOAD_MAX_BYTES) {
    return 'fileTooBig';
  }
  return null;
}

/** The message key of a server refusal (`datos.errores[].codigo`), when it is a known one. */
export function problemOfCode(codigo: string | undefined): UploadProblem | 'required' | null {
  switch (codigo) {
    case 'file_type':
      return 'fileType';
    case 'file_size':
      return 'fileTooBig';
    case 'required':
      return 'required';
    default:
      return null;
  }
}

/** The file's bytes as base64 (without the data: prefix), as the upload calls expect (000 §5). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('read failed'));
    };
    reader.readAsDataURL(file);
  });
}
