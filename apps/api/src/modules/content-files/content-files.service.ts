import {
  callUrl,
  Codes,
  CONTENT_FILE_MAX_BYTES,
  CONTENT_IMAGE_MAX_BYTES,
  contentFileCalls,
  contentImageExtensions,
  FILE_TYPE_NOT_ALLOWED,
  guideFileExtensions,
  isImageUse,
  isPublicUse,
  type ContentFile,
  type ContentFileUpload,
  type ContentFileUse,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import type { contentFileUploadSchema } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { contentFiles, type ContentFileRow } from './content-files.table.ts';
import { sha256 } from '../../lib/sha256.ts';

type Upload = z.output<typeof contentFileUploadSchema>;

const refuse = (campo: string, mensaje: string, codigo: string, mensajeEn?: string) =>
  new AppError(Codes.FILE_EXTENSION_NOT_ALLOWED, {
    httpStatus: 400,
    message: mensaje,
    datos: { errores: [{ campo, codigo, mensaje }] },
    ...(mensajeEn === undefined
      ? {}
      : { messageEn: mensajeEn, datosEn: { errores: [{ campo, codigo, mensaje: mensajeEn }] } }),
  });

/** What file-type must find in the bytes for each extension a use accepts. */
const detectedFor: Record<string, readonly string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  webp: ['webp'],
  pdf: ['pdf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  odt: ['odt'],
  ods: ['ods'],
  odp: ['odp'],
};

const megabytes = (bytes: number) =>
  bytes % (1024 * 1024) === 0
    ? `${String(bytes / (1024 * 1024))} MB`
    : `${String(Math.round(bytes / 1024))} KB`;

/**
 * The bytes of an upload checked for its use: the extension must be one the use accepts and the
 * content must really be of that type (a renamed file is refused, 46), within the size limit.
 */
export async function checkContentFile(upload: Upload) {
  const image = isImageUse(upload.uso);
  const allowed: readonly string[] = image ? contentImageExtensions : guideFileExtensions;
  if (!allowed.includes(upload.extension_adjunto)) {
    throw refuse('extension_adjunto', FILE_TYPE_NOT_ALLOWED, 'file_type');
  }
  const data = Buffer.from(upload.ficheroB64ParaAltas.replace(/^data:[^,]*,/, ''), 'base64');
  if (data.length === 0) {
    throw refuse('ficheroB64ParaAltas', 'Este campo es requerido', 'required');
  }
  const max = image ? CONTENT_IMAGE_MAX_BYTES : CONTENT_FILE_MAX_BYTES;
  if (data.length > max) {
    throw refuse(
      'ficheroB64ParaAltas',
      `${image ? 'La imagen' : 'El fichero'} supera el tamaño máximo permitido (${megabytes(max)}).`,
      'file_size',
      `The ${image ? 'image' : 'file'} is larger than the maximum allowed (${megabytes(max)}).`,
    );
  }
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !(detectedFor[upload.extension_adjunto] ?? []).includes(detected.ext)) {
    throw refuse('ficheroB64ParaAltas', FILE_TYPE_NOT_ALLOWED, 'file_type');
  }
  return {
    data,
    extension: detected.ext === 'jpg' ? 'jpg' : upload.extension_adjunto,
    mime: detected.mime,
  };
}

const urlOf = (row: Pick<ContentFileRow, 'clave' | 'publico'>) =>
  callUrl(row.publico ? contentFileCalls.publicFile : contentFileCalls.file, {
    params: { clave: row.clave },
  });

const toContentFile = (row: ContentFileRow): ContentFile => ({
  idArchivo: row.id,
  uso: row.uso,
  url: urlOf(row),
  nombre: row.nombre,
  mime: row.mime,
  bytes: row.bytes,
});

/** subirArchivoContenido: stores the checked bytes and answers the address to put in the form. */
export async function uploadContentFile(
  ctx: AppContext,
  actor: AuditActor,
  upload: ContentFileUpload & { uso: ContentFileUse },
  requestId?: string,
): Promise<ContentFile> {
  const checked = await checkContentFile(upload);
  const clave = await ctx.storage.put(checked.data, checked.extension);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contentFiles)
        .values({
          clave,
          uso: upload.uso,
          nombre: upload.nombre,
          mime: checked.mime,
          bytes: checked.data.length,
          sha256: sha256(checked.data),
          publico: isPublicUse(upload.uso),
          createdBy: actor.id,
        })
        .returning();
      if (!row) {
        throw new Error('content file not inserted');
      }
      await recordAudit(tx, {
        actor,
        action: 'archivo_contenido.subir',
        entity: 'archivo_contenido',
        entityId: row.id,
        after: {
          uso: row.uso,
          nombre: row.nombre,
          mime: row.mime,
          bytes: row.bytes,
          sha256: row.sha256,
        },
        requestId,
      });
      return toContentFile(row);
    });
  } catch (error) {
    await ctx.storage.remove(clave);
    throw error;
  }
}

/** A content file by its key: public ones only through the public call. */
export async function getContentFile(
  ctx: AppContext,
  clave: string,
  options: { publicOnly: boolean },
): Promise<PrivateFile> {
  const [row] = await ctx.db.select().from(contentFiles).where(eq(contentFiles.clave, clave));
  if (!row || (options.publicOnly && !row.publico)) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return { data: await ctx.storage.get(row.clave), mime: row.mime, nombre: row.nombre };
}
