import {
  callUrl,
  candidateDocumentCalls,
  Codes,
  tiposDocumentoCandidato,
  type CandidateDocument,
  type CandidateDocumentUpload,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { checkUpload } from '../../lib/uploads.ts';
import type { candidateDocuments } from '../candidates/candidates.table.ts';
import * as repo from './candidate-documents.repository.ts';

const typeName = new Map<number, string>(tiposDocumentoCandidato.map((t) => [t.id, t.descripcion]));

const toDocument = (row: typeof candidateDocuments.$inferSelect): CandidateDocument => ({
  idDocumento: row.id,
  idTipoDocumento: row.idTipoDocumento,
  tipo: typeName.get(row.idTipoDocumento) ?? '',
  nombre: row.nombre,
  fecha: toDdMmYyyy(row.createdAt),
  url: callUrl(candidateDocumentCalls.file, { params: { id: row.id } }),
});

export async function listMyDocuments(ctx: AppContext, candidateId: number) {
  return (await repo.listMine(ctx.db, candidateId)).map(toDocument);
}

/**
 * addDoc: a document of a kind (own CV, social-security proof, work permit, those a programme
 * asks for: code 11's documentacionNecesaria), checked by extension, size and content.
 */
export async function addMyDocument(
  ctx: AppContext,
  candidateId: number,
  upload: CandidateDocumentUpload,
): Promise<CandidateDocument> {
  const file = await checkUpload(upload);
  const storageKey = await ctx.storage.put(file.data, file.extension);
  const row = await repo.insert(ctx.db, {
    candidateId,
    idTipoDocumento: upload.idTipoDocumento,
    nombre: file.nombre,
    storageKey,
    extension: file.extension,
    mime: file.mime,
    bytes: file.data.length,
  });
  return toDocument(row);
}

export async function getMyDocumentFile(ctx: AppContext, candidateId: number, id: number) {
  const row = await repo.findOwn(ctx.db, candidateId, id);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return { data: await ctx.storage.get(row.storageKey), mime: row.mime, nombre: row.nombre };
}
