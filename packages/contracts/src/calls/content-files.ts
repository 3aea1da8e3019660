import {
  contentFileKeyParamsSchema,
  contentFileSchema,
  contentFileUploadSchema,
} from '../portal/content-files.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const images = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Images and files of news, events, programmes and guides: the careers office uploads them and
 * the portal serves them (public content publicly, guides only to signed-in users).
 */
export const contentFileCalls = {
  upload: defineCall({
    method: 'POST',
    path: '/api/Gestion/subirArchivoContenido',
    auth: 'gestor',
    summary: 'Upload an image (news, event, programme, guide) or a guide’s file; audited',
    description:
      'Images: JPEG, PNG or WebP by their bytes, up to 2 MB. Guide files: PDF or office documents, up to 5000 KB. Wrong type (even with a matching extension) → 46 naming the field; too large → 46 naming ficheroB64ParaAltas.',
    tags: ['Gestión: contenidos'],
    body: contentFileUploadSchema,
    response: contentFileSchema,
    codes: [Codes.INVALID_INPUT, Codes.FILE_EXTENSION_NOT_ALLOWED],
  }),
  publicFile: defineCall({
    method: 'GET',
    path: '/api/Publico/archivoContenido/:clave',
    auth: 'public',
    summary: 'An image of news, events or programmes (public content)',
    tags: ['Contenidos'],
    params: contentFileKeyParamsSchema,
    response: fileResponse(...images),
    codes: [Codes.NOT_FOUND],
  }),
  file: defineCall({
    method: 'GET',
    path: '/api/Usuario/archivoContenido/:clave',
    auth: 'any',
    summary: 'An image or file of a guide (any content file) for a signed-in user',
    tags: ['Contenidos'],
    params: contentFileKeyParamsSchema,
    response: fileResponse('application/octet-stream'),
    codes: [Codes.NOT_FOUND],
  }),
};
