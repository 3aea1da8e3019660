import {
  Codes,
  FILE_TYPE_NOT_ALLOWED,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PX,
  photoExtensions,
  type EditPhotoBody,
} from '@portal/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../context.ts';
import { fieldError } from './cv-errors.ts';
import { imageDimensions } from './image-dimensions.ts';
import { requireProfile } from './load-cv.ts';
import * as repo from './cv.repository.ts';

const refuse = (mensaje: string, codigo = 'file_type', mensajeEn?: string) =>
  fieldError(Codes.FILE_EXTENSION_NOT_ALLOWED, 'ficheroB64', mensaje, codigo, mensajeEn);

const detectedTypes = new Set(['jpg', 'png', 'gif', 'webp']);

/**
 * editImagenPerfil {extension, ficheroB64}: a real JPEG, PNG, GIF or WebP (by its bytes), at most
 * 1000 px on its longest side. Larger photos are refused, not resized, with a message saying so.
 */
export async function editPhoto(ctx: AppContext, candidateId: number, body: EditPhotoBody) {
  if (!(photoExtensions as readonly string[]).includes(body.extension)) {
    throw refuse(FILE_TYPE_NOT_ALLOWED);
  }
  const data = Buffer.from(body.ficheroB64.replace(/^data:[^,]*,/, ''), 'base64');
  if (data.length === 0) {
    throw refuse('Este campo es requerido', 'required');
  }
  if (data.length > PHOTO_MAX_BYTES) {
    throw refuse(
      `La foto supera el tamaño máximo permitido (${String(Math.round(PHOTO_MAX_BYTES / 1024))} KB)`,
      'file_size',
      `The photo is larger than the maximum allowed (${String(Math.round(PHOTO_MAX_BYTES / 1024))} KB)`,
    );
  }
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !detectedTypes.has(detected.ext)) {
    throw refuse(FILE_TYPE_NOT_ALLOWED);
  }
  const size = imageDimensions(data, detected.ext);
  if (!size || size.width === 0 || size.height === 0) {
    throw refuse(FILE_TYPE_NOT_ALLOWED);
  }
  if (Math.max(size.width, size.height) > PHOTO_MAX_PX) {
    throw refuse(
      `La foto mide ${String(size.width)} × ${String(size.height)} px: su lado mayor no puede superar ${String(PHOTO_MAX_PX)} px. Redúcela y vuelve a subirla.`,
      'image_too_large',
      `The photo is ${String(size.width)} × ${String(size.height)} px: its longer side cannot exceed ${String(PHOTO_MAX_PX)} px. Make it smaller and upload it again.`,
    );
  }
  const { candidate } = await requireProfile(ctx.db, candidateId);
  const key = await ctx.storage.put(data, detected.ext);
  await repo.updateProfile(ctx.db, candidateId, { fotoKey: key, fotoMime: detected.mime });
  if (candidate.fotoKey) {
    await ctx.storage.remove(candidate.fotoKey);
  }
}
