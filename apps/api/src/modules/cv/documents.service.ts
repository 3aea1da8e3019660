import {
  Codes,
  PORTFOLIO_DOCUMENT_TYPE,
  PORTFOLIO_MAX_BYTES,
  type CvDocument,
  type PortfolioUpload,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { checkUpload } from '../../lib/uploads.ts';
import { toCvDocument } from './cv.mapper.ts';
import { fieldError, notFound } from './cv-errors.ts';
import * as repo from './cv-documents.repository.ts';

/**
 * addDocPortfolio: a portfolio file, checked by extension, size and content (46) like addDoc; over
 * 2 MB it is refused with the hint to give a link instead.
 */
export async function addPortfolioDocument(
  ctx: AppContext,
  candidateId: number,
  upload: PortfolioUpload,
): Promise<CvDocument> {
  const file = await checkUpload(upload);
  if (file.data.length > PORTFOLIO_MAX_BYTES) {
    throw fieldError(
      Codes.FILE_EXTENSION_NOT_ALLOWED,
      'ficheroB64ParaAltas',
      'El portfolio supera 2 MB: indica un enlace a tu portfolio en lugar del fichero.',
      'portfolio_too_large',
    );
  }
  const storageKey = await ctx.storage.put(file.data, file.extension);
  const row = await repo.insertDocument(ctx.db, {
    candidateId,
    idTipoDocumento: PORTFOLIO_DOCUMENT_TYPE,
    nombre: file.nombre,
    storageKey,
    extension: file.extension,
    mime: file.mime,
    bytes: file.data.length,
  });
  return toCvDocument(row);
}

/** delDoc {id}: one of the candidate's documents (any kind), with its file. */
export async function deleteDocument(ctx: AppContext, candidateId: number, id: number) {
  const row = await repo.deleteDocument(ctx.db, candidateId, id);
  if (!row) {
    throw notFound();
  }
  await ctx.storage.remove(row.storageKey);
}
