import type { DocumentToSign } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { toDocumentToSign } from './signatures.mapper.ts';
import * as repo from './signatures.repository.ts';

/** Every document I still have to sign (the pending-signature overlay of). */
export async function pendingDocuments(
  ctx: AppContext,
  candidateId: number,
): Promise<(DocumentToSign & { oferta: string | null })[]> {
  const rows = await repo.pendingOfCandidate(ctx.db, candidateId);
  return rows.map((r) => ({ ...toDocumentToSign(r.document), oferta: r.oferta }));
}
