import { Codes, type CompanyProgrammeDetail } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import * as repo from './programmes.repository.ts';

const toRef = (id: string) => (/^\d{1,9}$/.test(id) ? { id: Number(id) } : { slug: id });

/**
 * Empresa/detallePrograma/{id}: the programme, what it asks of the internship offers a company
 * publishes in it (dedication, months) and this company's adhesion with the office's decision.
 */
export async function getCompanyProgrammeDetail(
  ctx: AppContext,
  companyId: number,
  id: string,
): Promise<CompanyProgrammeDetail> {
  const p = await repo.findProgramme(ctx.db, toRef(id));
  if (!p) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const adhesion = await repo.findCompanyAdhesion(ctx.db, p.id, companyId);
  return {
    idPrograma: p.id,
    titulo: p.titulo,
    descripcion: sanitizeRichText(p.descripcion),
    financiacion: p.financiacion,
    tiposEstudios: p.tiposEstudios,
    fechaInicio: toDdMmYyyy(p.fechaInicio),
    fechaFin: toDdMmYyyy(p.fechaFin),
    meses: p.meses,
    meses2: p.meses2,
    operadorMeses: p.operadorMeses,
    urlImagen: p.urlImagen,
    urlAcceso: p.slug,
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
  const p = await repo.findProgramme(ctx.db, toRef(id));
  if (!p?.activo) {
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
