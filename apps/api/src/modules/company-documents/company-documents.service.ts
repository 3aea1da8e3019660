import {
  Codes,
  type CompanyDocument,
  type DocumentationFile,
  type InternshipDocumentItem,
  type InternshipWithDocuments,
  type ProgrammeDocuments,
  type Upload,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { checkUpload } from '../../lib/uploads.ts';
import { sha256 } from '../../lib/sha256.ts';
import {
  day,
  toCompanyDocument,
  toDocumentationFile,
  toInternshipDocumentItem,
} from './company-documents.mapper.ts';
import * as repo from './company-documents.repository.ts';
import { materializeCompanyDocuments, materializeDocumentation } from './demo-files.ts';

type Audience = 'estudiantes' | 'titulados' | undefined;

/** A download name: the document's name with its extension (once). */
export function downloadName(nombre: string, extension: string): string {
  return nombre.toLowerCase().endsWith(`.${extension}`) ? nombre : `${nombre}.${extension}`;
}

/** dameAnexosPracticas / dameNotasInformativas…: one section's files for the company. */
export async function listSection(
  ctx: AppContext,
  seccion: 'anexos' | 'notas_informativas',
  colectivo: Audience,
): Promise<DocumentationFile[]> {
  await materializeDocumentation(ctx);
  const rows = await repo.listSectionFiles(ctx.db, seccion, colectivo);
  return rows.map((r) => toDocumentationFile(r.file, r.programa));
}

/** dameDocumentosPracticasPorPrograma: other documents by programme, general ones first. */
export async function listByProgramme(
  ctx: AppContext,
  colectivo: Audience,
): Promise<ProgrammeDocuments[]> {
  await materializeDocumentation(ctx);
  const groups = new Map<number | null, ProgrammeDocuments>();
  for (const r of await repo.listSectionFiles(ctx.db, 'otros', colectivo)) {
    const key = r.file.programmeId;
    let group = groups.get(key);
    if (!group) {
      group = { idPrograma: key, programa: r.programa, documentos: [] };
      groups.set(key, group);
    }
    group.documentos.push(toDocumentationFile(r.file, r.programa));
  }
  return [...groups.values()].sort((a, b) =>
    a.idPrograma === null
      ? -1
      : b.idPrograma === null
        ? 1
        : (a.programa ?? '').localeCompare(b.programa ?? '', 'es'),
  );
}

/** A documentation file (every company may read the careers office's documentation). */
export async function documentationFile(ctx: AppContext, id: number): Promise<PrivateFile> {
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

/** documentosAportados: the company's own documents, newest first. */
export async function listOwnDocuments(
  ctx: AppContext,
  companyId: number,
): Promise<CompanyDocument[]> {
  await materializeCompanyDocuments(ctx, companyId);
  return (await repo.listOwnDocuments(ctx.db, companyId)).map(toCompanyDocument);
}

/** adddoc: checked by extension, size (5 MB) and content (46), stored once with its SHA-256. */
export async function addOwnDocument(
  ctx: AppContext,
  companyId: number,
  userId: number,
  upload: Upload,
): Promise<CompanyDocument> {
  const file = await checkUpload(upload);
  const key = await ctx.storage.put(file.data, file.extension);
  try {
    const row = await repo.insertOwnDocument(ctx.db, {
      companyId,
      nombre: file.nombre,
      storageKey: key,
      extension: file.extension,
      mime: file.mime,
      bytes: file.data.length,
      sha256: sha256(file.data),
      uploadedBy: userId,
    });
    return toCompanyDocument(row);
  } catch (error) {
    await ctx.storage.remove(key);
    throw error;
  }
}

/** deldoc: only the company's own documents (anyone else's id is 404). */
export async function deleteOwnDocument(
  ctx: AppContext,
  companyId: number,
  id: number,
): Promise<void> {
  const row = await repo.deleteOwnDocument(ctx.db, companyId, id);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  if (row.storageKey) {
    await ctx.storage.remove(row.storageKey);
  }
}

export async function ownDocumentFile(
  ctx: AppContext,
  companyId: number,
  id: number,
): Promise<PrivateFile> {
  await materializeCompanyDocuments(ctx, companyId);
  const row = await repo.findOwnDocument(ctx.db, companyId, id);
  if (!row?.storageKey) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return {
    data: await ctx.storage.get(row.storageKey),
    mime: row.mime,
    nombre: downloadName(row.nombre, row.extension),
  };
}

/** damePracticasConDocumentacion: the company's internships with documents and their counts. */
export async function listInternshipsWithDocuments(
  ctx: AppContext,
  companyId: number,
): Promise<InternshipWithDocuments[]> {
  const rows = await repo.internshipsWithDocuments(ctx.db, companyId);
  return rows.map((r) => ({
    idPractica: r.id,
    titulo: r.titulo,
    alumno: r.alumno,
    fechaInicio: day(r.fechaInicio),
    fechaFin: day(r.fechaFin),
    estado: r.estado,
    documentos: r.documentos,
    entregados: r.entregados,
  }));
}

/** dameDocumentosPracticas: documents of the company's internships (or of one of them). */
export async function listInternshipDocuments(
  ctx: AppContext,
  companyId: number,
  idPractica: number | undefined,
): Promise<InternshipDocumentItem[]> {
  if (idPractica !== undefined && !(await repo.findOwnInternship(ctx.db, companyId, idPractica))) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const rows = await repo.internshipDocumentsOf(ctx.db, companyId, idPractica);
  return rows.map((r) => toInternshipDocumentItem(r.doc, r.practica, r.alumno));
}

export async function internshipDocumentFile(
  ctx: AppContext,
  companyId: number,
  id: number,
): Promise<PrivateFile> {
  const doc = await repo.findOwnInternshipDocument(ctx.db, companyId, id);
  if (!doc?.storageKey) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return {
    data: await ctx.storage.get(doc.storageKey),
    mime: doc.mime ?? 'application/octet-stream',
    nombre: doc.nombreFichero ?? downloadName(doc.nombre, doc.extension ?? 'pdf'),
  };
}
