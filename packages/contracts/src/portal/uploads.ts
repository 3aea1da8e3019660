import { z } from 'zod';

/** Extensions accepted by the shared upload. */
export const uploadExtensions = [
  'docx',
  'doc',
  'pptx',
  'pdf',
  'odt',
  'ppt',
  'odp',
  'csv',
  'xlsx',
  'png',
  'jpg',
  'gif',
  'tiff',
  'jpeg',
  'bmp',
  'tif',
  'txt',
  'pps',
  'ppsx',
] as const;
export type UploadExtension = (typeof uploadExtensions)[number];

/** 5000 KB for general uploads; some forms accept PDF only, up to 2 MB. */
export const UPLOAD_MAX_BYTES = 5000 * 1024;
export const PDF_ONLY_MAX_BYTES = 2 * 1024 * 1024;
export const FILE_TYPE_NOT_ALLOWED = 'Este tipo de fichero no esta permitido';

/** Wire shape of an uploaded document ("Uploaded document"). */
export const uploadSchema = z.object({
  // Bounded at twice the largest file: a file a little too large reaches the server's own size
  // check, which names the limit (5000 KB), instead of a text-length message.
  ficheroB64ParaAltas: z
    .string()
    .min(1)
    .max(Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) * 2),
  extension_adjunto: z
    .string()
    .trim()
    .toLowerCase()
    .transform((e) => e.replace(/^\./, '')),
  nombre: z.string().trim().min(1).max(200),
});
export type Upload = z.infer<typeof uploadSchema>;

export const isAllowedExtension = (ext: string): ext is UploadExtension =>
  (uploadExtensions as readonly string[]).includes(ext.toLowerCase());
