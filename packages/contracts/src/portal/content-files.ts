import { z } from 'zod';
import { validationMessages } from '../validators/messages.ts';
import { UPLOAD_MAX_BYTES } from './uploads.ts';

/**
 * Images and files of the careers office's content: uploaded in the back-office
 * forms instead of typed addresses, checked by their bytes and served by the portal.
 * - images of news, events and programmes: JPEG, PNG or WebP up to 2 MB, served publicly (they
 *   show on public pages) under an unguessable address;
 * - the image and the downloadable file of a guide: served only to signed-in users; the file is a
 *   PDF or an office document (Word, Excel, PowerPoint, OpenDocument) up to 5000 KB.
 */
export const contentFileUses = [
  'noticia',
  'evento',
  'programa',
  'guia-imagen',
  'guia-fichero',
] as const;
export type ContentFileUse = (typeof contentFileUses)[number];

export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CONTENT_FILE_MAX_BYTES = UPLOAD_MAX_BYTES;
export const contentImageExtensions = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const guideFileExtensions = ['pdf', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'] as const;

/** Whether a use takes an image (else a downloadable document). */
export const isImageUse = (uso: ContentFileUse): boolean => uso !== 'guia-fichero';
/** Whether files of a use are served without signing in. */
export const isPublicUse = (uso: ContentFileUse): boolean => !uso.startsWith('guia-');

export const contentFileUploadSchema = z.object({
  uso: z.enum(contentFileUses, { error: validationMessages.required.mensaje }),
  nombre: z
    .string({ error: validationMessages.required.mensaje })
    .trim()
    .min(1, { error: validationMessages.required.mensaje })
    .max(200, { error: validationMessages.maxLength.mensaje }),
  extension_adjunto: z
    .string({ error: validationMessages.required.mensaje })
    .trim()
    .toLowerCase()
    .transform((e) => e.replace(/^\./, '')),
  /** Base64 of the bytes; a little over the limit is let through so the service names the size. */
  ficheroB64ParaAltas: z
    .string({ error: validationMessages.required.mensaje })
    .min(1, { error: validationMessages.required.mensaje })
    .max(Math.ceil((CONTENT_FILE_MAX_BYTES * 4) / 3) * 2),
});
export type ContentFileUpload = z.input<typeof contentFileUploadSchema>;

export const contentFileSchema = z.object({
  idArchivo: z.number().int(),
  uso: z.enum(contentFileUses),
  /** The address to put in urlImagen / urlFichero. */
  url: z.string(),
  nombre: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
});
export type ContentFile = z.infer<typeof contentFileSchema>;

export const contentFileKeyParamsSchema = z.object({
  clave: z.string().regex(/^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/, {
    error: validationMessages.malformed.mensaje,
  }),
});
