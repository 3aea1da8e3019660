import {
  Codes,
  FILE_TYPE_NOT_ALLOWED,
  isAllowedExtension,
  PDF_ONLY_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  type Upload,
} from '@portal/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { fieldRefusal } from './app-error.ts';

export interface CheckedUpload {
  data: Buffer;
  extension: string;
  mime: string;
  nombre: string;
}

/** What the content must look like for each allowed extension (magic bytes via file-type). */
const expectedTypes: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  gif: ['gif'],
  bmp: ['bmp'],
  tif: ['tif'],
  tiff: ['tif'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  ppsx: ['pptx', 'ppsx', 'zip'],
  odt: ['odt'],
  odp: ['odp'],
  doc: ['cfb'],
  ppt: ['cfb'],
  pps: ['cfb'],
};

const mimes: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

const refuse = (campo: string, mensaje: string, codigo = 'file_type', mensajeEn?: string) =>
  fieldRefusal(Codes.FILE_EXTENSION_NOT_ALLOWED, { campo, codigo, mensaje, mensajeEn }, 400);

const isText = (data: Buffer) =>
  !data.includes(0) && Buffer.from(data.toString('utf8'), 'utf8').equals(data);

/**
 * Decodes a base64 upload and checks it by extension, size and content: the bytes must really be
 * the declared type (a renamed executable is refused with 'Este tipo de fichero no esta permitido').
 */
export async function checkUpload(
  upload: Upload,
  options: { pdfOnly?: boolean } = {},
): Promise<CheckedUpload> {
  const extension = upload.extension_adjunto.toLowerCase();
  if (!isAllowedExtension(extension) || (options.pdfOnly && extension !== 'pdf')) {
    throw refuse('extension_adjunto', FILE_TYPE_NOT_ALLOWED);
  }
  const data = Buffer.from(upload.ficheroB64ParaAltas.replace(/^data:[^,]*,/, ''), 'base64');
  const max = options.pdfOnly ? PDF_ONLY_MAX_BYTES : UPLOAD_MAX_BYTES;
  if (data.length === 0) {
    throw refuse('ficheroB64ParaAltas', 'Este campo es requerido', 'required');
  }
  if (data.length > max) {
    throw refuse(
      'ficheroB64ParaAltas',
      `El fichero supera el tamaño máximo permitido (${String(Math.round(max / 1024))} KB)`,
      'file_size',
      `The file is larger than the maximum allowed (${String(Math.round(max / 1024))} KB)`,
    );
  }
  if (extension === 'txt' || extension === 'csv') {
    if (!isText(data)) {
      throw refuse('ficheroB64ParaAltas', FILE_TYPE_NOT_ALLOWED);
    }
    return { data, extension, mime: mimes[extension] ?? 'text/plain', nombre: upload.nombre };
  }
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !(expectedTypes[extension] ?? []).includes(detected.ext)) {
    throw refuse('ficheroB64ParaAltas', FILE_TYPE_NOT_ALLOWED);
  }
  return { data, extension, mime: detected.mime, nombre: upload.nombre };
}

/** The media type of a stored upload (checked on its way in): by content, text ones by extension. */
export async function mimeOfStored(data: Buffer, extension: string): Promise<string> {
  return mimes[extension] ?? (await fileTypeFromBuffer(data))?.mime ?? 'application/octet-stream';
}
