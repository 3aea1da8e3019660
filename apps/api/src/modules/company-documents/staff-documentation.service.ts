import {
  Codes,
  type StaffCompanyDocument,
  type StaffDocumentationFile,
  type staffDocumentationCreateSchema,
  type staffDocumentationEditSchema,
  type staffDocumentationQuerySchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { checkUpload, type CheckedUpload } from '../../lib/uploads.ts';
import { sha256 } from '../../lib/sha256.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import type { DocumentationFileRow } from './company-documents.table.ts';
import { toStaffCompanyDocument, toStaffDocumentationFile } from './company-documents.mapper.ts';
import * as repo from './company-documents.repository.ts';
import { materializeCompanyDocuments, materializeDocumentation } from './demo-files.ts';
import { downloadName } from './company-documents.service.ts';

type CreateInput = z.output<typeof staffDocumentationCreateSchema>;
type EditInput = z.output<typeof staffDocumentationEditSchema>;

/** What the audit log keeps of a file (no storage key). */
const auditView = (row: DocumentationFileRow) => ({
  seccion: row.seccion,
  colectivo: row.colectivo,
  modalidad: row.modalidad,
  programmeId: row.programmeId,
  titulo: row.titulo,
  descripcion: row.descripcion,
  orden: row.orden,
  nombreFichero: row.nombreFichero,
  bytes: row.bytes,
  sha256: row.sha256,
});

export async function listDocumentation(
  ctx: AppContext,
  filters: z.output<typeof staffDocumentationQuerySchema>,
): Promise<StaffDocumentationFile[]> {
  await materializeDocumentation(ctx);
  return (await repo.listAllFiles(ctx.db, filters)).map((r) =>
    toStaffDocumentationFile(r.file, r.programa),
  );
}

async function checkProgramme(ctx: AppContext, idPrograma: number | null | undefined) {
  if (idPrograma && !(await repo.findProgramme(ctx.db, idPrograma))) {
    const refusal = (mensaje: string) => ({
      errores: [{ campo: 'idPrograma', codigo: 'not_found', mensaje }],
    });
    throw new AppError(Codes.NOT_FOUND, {
      datos: refusal('El programa no existe'),
      datosEn: refusal('The programme does not exist'),
    });
  }
}

const fileValues = (file: CheckedUpload, key: string) => ({
  nombreFichero: downloadName(file.nombre, file.extension),
  storageKey: key,
  extension: file.extension,
  mime: file.mime,
  bytes: file.data.length,
  sha256: sha256(file.data),
});

/** Publishes a file in a section; recorded in the audit log in the same transaction. */
export async function addDocumentation(
  ctx: AppContext,
  actor: AuditActor,
  input: CreateInput,
): Promise<StaffDocumentationFile> {
  await checkProgramme(ctx, input.idPrograma);
  const file = await checkUpload(input);
  const key = await ctx.storage.put(file.data, file.extension);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await repo.insertFile(tx, {
        seccion: input.seccion,
        colectivo: input.colectivo,
        modalidad: input.modalidad ?? null,
        programmeId: input.idPrograma ?? null,
        titulo: input.titulo,
        descripcion: input.descripcion ?? '',
        orden: input.orden ?? 0,
        createdBy: actor.id,
        ...fileValues(file, key),
      });
      await recordAudit(tx, {
        actor,
        action: 'documentacion.publicar',
        entity: 'documentacion',
        entityId: inserted.id,
        after: auditView(inserted),
      });
      return inserted;
    });
    const found = await repo.findFile(ctx.db, row.id);
    return toStaffDocumentationFile(row, found?.programa ?? null);
  } catch (error) {
    await ctx.storage.remove(key);
    throw error;
  }
}

/** Changes a file's data and, when a new file comes, replaces the stored one. */
export async function editDocumentation(
  ctx: AppContext,
  actor: AuditActor,
  input: EditInput,
): Promise<StaffDocumentationFile> {
  await checkProgramme(ctx, input.idPrograma);
  const hasFile = input.ficheroB64ParaAltas !== undefined && input.ficheroB64ParaAltas !== '';
  const file = hasFile
    ? await checkUpload({
        ficheroB64ParaAltas: input.ficheroB64ParaAltas ?? '',
        extension_adjunto: input.extension_adjunto ?? '',
        nombre: input.nombre ?? input.titulo,
      })
    : null;
  const key = file ? await ctx.storage.put(file.data, file.extension) : null;
  try {
    const { row, previousKey } = await ctx.db.transaction(async (tx) => {
      const current = await repo.lockFile(tx, input.id);
      if (!current) {
        throw new AppError(Codes.NOT_FOUND);
      }
      const updated = await repo.updateFile(tx, current.id, {
        seccion: input.seccion,
        colectivo: input.colectivo,
        modalidad: input.modalidad ?? null,
        programmeId: input.idPrograma ?? null,
        titulo: input.titulo,
        descripcion: input.descripcion ?? '',
        orden: input.orden ?? current.orden,
        ...(file && key ? fileValues(file, key) : {}),
      });
      if (!updated) {
        throw new AppError(Codes.NOT_FOUND);
      }
      await recordAudit(tx, {
        actor,
        action: file ? 'documentacion.sustituir' : 'documentacion.editar',
        entity: 'documentacion',
        entityId: current.id,
        before: auditView(current),
        after: auditView(updated),
      });
      return { row: updated, previousKey: file ? current.storageKey : null };
    });
    if (previousKey) {
      await ctx.storage.remove(previousKey);
    }
    const found = await repo.findFile(ctx.db, row.id);
    return toStaffDocumentationFile(row, found?.programa ?? null);
  } catch (error) {
    if (key) {
      await ctx.storage.remove(key);
    }
    throw error;
  }
}

/** Removes a file: companies stop seeing it at once; the stored bytes go after the commit. */
export async function removeDocumentation(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await repo.deleteFile(tx, id);
    if (!row) {
      throw new AppError(Codes.NOT_FOUND);
    }
    await recordAudit(tx, {
      actor,
      action: 'documentacion.eliminar',
      entity: 'documentacion',
      entityId: row.id,
      before: auditView(row),
    });
    return row;
  });
  if (removed.storageKey) {
    await ctx.storage.remove(removed.storageKey);
  }
}

export async function staffDocumentationFile(ctx: AppContext, id: number): Promise<PrivateFile> {
  await materializeDocumentation(ctx);
  const row = await repo.findFile(ctx.db, id);
  if (!row?.file.storageKey) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return {
    data: await ctx.storage.get(row.file.storageKey),
    mime: row.file.mime,
    nombre: row.file.nombreFichero,
  };
}

export async function listCompanyDocuments(
  ctx: AppContext,
  companyId: number | undefined,
): Promise<StaffCompanyDocument[]> {
  await materializeCompanyDocuments(ctx, companyId);
  return (await repo.listCompanyDocumentsForStaff(ctx.db, companyId)).map((r) =>
    toStaffCompanyDocument(r.doc, r.empresa),
  );
}

export async function staffCompanyDocumentFile(ctx: AppContext, id: number): Promise<PrivateFile> {
  await materializeCompanyDocuments(ctx);
  const row = await repo.findCompanyDocument(ctx.db, id);
  if (!row?.storageKey) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return {
    data: await ctx.storage.get(row.storageKey),
    mime: row.mime,
    nombre: downloadName(row.nombre, row.extension),
  };
}
