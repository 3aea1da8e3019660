import type { OfferProgrammeOption } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import * as repo from './company-offers.repository.ts';

/**
 * programasDeLaEmpresa: the active programmes this company has joined (asked and not rejected),
 * which its internship offers may belong to, with the dedication and the months the offer must then
 * have (code 58 otherwise, see save-offer).
 */
export async function listOfferProgrammes(
  ctx: AppContext,
  companyId: number,
): Promise<OfferProgrammeOption[]> {
  const rows = await repo.listJoinedProgrammes(ctx.db, companyId);
  return rows.map((row) => ({
    idPrograma: row.id,
    titulo: row.titulo,
    dedicacion: row.dedicacion,
    meses: row.meses2 === null ? [row.meses] : [row.meses, row.meses2],
  }));
}
