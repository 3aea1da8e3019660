import {
  Codes,
  type Internship,
  type InternshipDocument,
  type RequestedDocument,
  type Upload,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkUpload } from '../../lib/uploads.ts';
import { toInternship, toInternshipDocument, toRequestedDocument } from './internships.mapper.ts';
import * as repo from './internships.repository.ts';

/** damePracticasAlumno: my internships with company, tutors, dates and documents. */
export async function listMyInternships(
  ctx: AppContext,
  candidateId: number,
  tipo?: 'estudiante' | 'titulado',
): Promise<Internship[]> {
  const rows = await repo.listMine(
    ctx.db,
    candidateId,
    tipo === undefined ? undefined : tipo === 'titulado',
  );
  const documents = await repo.documentsOf(
    ctx.db,
    rows.map((r) => r.internship.id),
  );
  return rows.map((r) =>
    toInternship(
      r,
      documents.filter((d) => d.internshipId === r.internship.id),
    ),
  );
}

/** documentacionDeProcesosSolicitada: what my internships still ask me to upload. */
export async function listRequestedDocuments(
  ctx: AppContext,
  candidateId: number,
): Promise<RequestedDocument[]> {
  return (await repo.requestedPending(ctx.db, candidateId)).map(toRequestedDocument);
}

/** Checks the upload (extension, 5000 KB, content) and stores it; returns the stored file. */
async function store(ctx: AppContext, upload: Upload) {
  const file = await checkUpload(upload);
  // The download keeps a usable name: the extension is added when the name lacks it.
  const nombreFichero = file.nombre.toLowerCase().endsWith(`.${file.extension}`)
    ? file.nombre
    : `${file.nombre}.${file.extension}`;
  return {
    nombreFichero,
    storageKey: await ctx.storage.put(file.data, file.extension),
    extension: file.extension,
    mime: file.mime,
    bytes: file.data.length,
  };
}

/** addDocumentoPractica: delivers a requested document of one of my internships (404 if not mine). */
export async function deliverRequestedDocument(
  ctx: AppContext,
  candidateId: number,
  idDocumento: number,
  upload: Upload,
): Promise<InternshipDocument> {
  if (!(await repo.findOwnDocument(ctx.db, candidateId, idDocumento))) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const file = await store(ctx, upload);
  const { row, previousKey } = await ctx.db.transaction(async (tx) => {
    const document = await repo.lockOwnDocument(tx, candidateId, idDocumento);
    if (!document) {
      throw new AppError(Codes.NOT_FOUND);
    }
    return { row: await repo.deliver(tx, idDocumento, file), previousKey: document.storageKey };
  });
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  if (previousKey) {
    await ctx.storage.remove(previousKey);
  }
  return toInternshipDocument(row);
}

/** addFicheroPractica: attaches a file to one of my internships (404 if not mine). */
export async function attachInternshipFile(
  ctx: AppContext,
  candidateId: number,
  idPractica: number,
  upload: Upload,
): Promise<InternshipDocument> {
  if (!(await repo.findOwnInternship(ctx.db, candidateId, idPractica))) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const file = await store(ctx, upload);
  const row = await repo.attach(ctx.db, idPractica, upload.nombre, file);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return toInternshipDocument(row);
}

/** A delivered file of one of my internships. */
export async function getInternshipFile(ctx: AppContext, candidateId: number, id: number) {
  const document = await repo.findOwnDocument(ctx.db, candidateId, id);
  if (!document?.storageKey) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return {
    data: await ctx.storage.get(document.storageKey),
    mime: document.mime ?? 'application/octet-stream',
    nombre: document.nombreFichero ?? `documento.${document.extension ?? 'bin'}`,
  };
}
