import {
  FILE_TYPE_NOT_ALLOWED,
  UPLOAD_MAX_BYTES,
  isAllowedExtension,
  uploadExtensions,
} from '@portal/contracts';
import { extensionOf } from '../../../lib/files.ts';

/** Why a file cannot be uploaded (extension list, 5000 KB), or null when it can. */
export function uploadProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  if (!isAllowedExtension(extensionOf(file.name))) {
    return 'type';
  }
  return file.size > UPLOAD_MAX_BYTES ? 'size' : null;
}

export { FILE_TYPE_NOT_ALLOWED };

/** The accept attribute of a file input for the allowed extensions. */
export const acceptedExtensions = uploadExtensions.map((e) => `.${e}`).join(',');
