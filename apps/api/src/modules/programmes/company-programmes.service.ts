import { Codes, type CompanyProgrammeDetail } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import * as repo from './programmes.repository.ts';
import { findProgramme, programmeSummary } from './programmes.service.ts';

/**
 * Empresa/detallePrograma/{id}: the programme, what it asks of the internship offers a company
 * publishes in it (dedication, months) and this company's adhesion with the office's decision.
 */
export async function getCompanyProgrammeDetail(
  ctx: AppContext,
  companyId: number,
  id: string,
): Promise<CompanyProgrammeDetail> {
  const p = await findProgramme(ctx, id);
  const adhesion = await repo.findCompanyAdhesion(ctx.db, p.id, companyId);
  return {
    ...programmeSummary(p),
    descripcion: sanitizeRichText(p.descripcion),
    activo: p.activo,
    requisitosOferta: {
      dedicacion: p.dedicacion,
      meses: p.meses2 === null ? [p.meses] : [p.meses, p.meses2],
    },
    adhesion: adhesion && {
      estado: adhesion.estado,
      fechaSolicitud: toDdMmYyyy(adhesion.createdAt),
      motivo: adhesion.motivo,
    },
  };
}

/**
 * Empresa/solicitaAhesionPrograma/{id}: the company asks to join an active programme; the careers
 * office decides. A closed programme answers as for candidates (404); asking twice → 64.
 */
export async function requestCompanyAdhesion(
  ctx: AppContext,
  user: { id: number; companyId: number },
  id: string,
): Promise<CompanyProgrammeDetail> {
  const p = await findProgramme(ctx, id);
  if (!p.activo) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const added = await repo.addCompanyAdhesion(ctx.db, {
    programmeId: p.id,
    companyId: user.companyId,
    solicitadaPor: user.id,
  });
  if (!added) {
    throw new AppError(Codes.ADHESION_ALREADY_REQUESTED);
  }
  return getCompanyProgrammeDetail(ctx, user.companyId, String(p.id));
}
