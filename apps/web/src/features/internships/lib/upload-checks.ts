import { isAllowedExtension, UPLOAD_MAX_BYTES } from '@portal/contracts';
import { extensionOf } from '../../../lib/files.ts';

/** Why a file cannot be sent: type, size over 5000 KB, or empty. */
export type UploadProblem = 'fileType' | 'fileTooBig' | 'fileEmpty';

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
