import {
  Codes,
  tiposDocumentoCandidato,
  type ProgrammeDetail,
  type ProgrammeSummary,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import * as repo from './programmes.repository.ts';

const toRef = (id: string) => (/^\d{1,9}$/.test(id) ? { id: Number(id) } : { slug: id });

/** A programme by its number or its address (slug); 404 when there is none. */
export async function findProgramme(ctx: AppContext, id: string) {
  const programme = await repo.findProgramme(ctx.db, toRef(id));
  if (!programme) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return programme;
}

type ProgrammeRow = Awaited<ReturnType<typeof repo.listActiveProgrammes>>[number];

/** What every answer about a programme says of it: the list's line, which the sheets extend. */
export function programmeSummary(p: ProgrammeRow): ProgrammeSummary {
  return {
    idPrograma: p.id,
    titulo: p.titulo,
    financiacion: p.financiacion,
    tiposEstudios: p.tiposEstudios,
    fechaInicio: toDdMmYyyy(p.fechaInicio),
    fechaFin: toDdMmYyyy(p.fechaFin),
    meses: p.meses,
    meses2: p.meses2,
    operadorMeses: p.operadorMeses,
    urlImagen: p.urlImagen,
    urlAcceso: p.slug,
  };
}

/** programasPracticasActivos: the active programmes for anyone (no token). */
export async function listActiveProgrammes(ctx: AppContext): Promise<ProgrammeSummary[]> {
  const rows = await repo.listActiveProgrammes(ctx.db);
  return rows.map(programmeSummary);
}

/** detallePrograma/{id} for a candidate: the programme, what it requires and my adhesion. */
export async function getProgrammeDetail(
  ctx: AppContext,
  candidateId: number,
  id: string,
): Promise<ProgrammeDetail> {
  const p = await findProgramme(ctx, id);
  const adhesion = await repo.findAdhesion(ctx.db, p.id, candidateId);
  return {
    ...programmeSummary(p),
    descripcion: sanitizeRichText(p.descripcion),
    dedicacion: p.dedicacion,
    activo: p.activo,
    documentacionNecesaria: tiposDocumentoCandidato
      .filter((t) => p.documentosRequeridos.includes(t.id))
      .map((t) => ({ idTipoDocumento: t.id, nombre: t.descripcion, descripcion: t.detalle })),
    adhesionSolicitada: adhesion !== null,
    fechaAdhesion: adhesion ? toDdMmYyyy(adhesion.createdAt) : null,
    estadoAdhesion: adhesion?.estado ?? null,
    motivoAdhesion: adhesion?.estado === 'rechazada' ? adhesion.motivo : null,
  };
}

/**
 * solicitaAdhesionPrograma/{id}: asks to join an active programme (needed before applying to its
 * offers, 91). Asking twice → 64; the primary key makes concurrent requests record one adhesion.
 */
export async function requestAdhesion(ctx: AppContext, candidateId: number, id: string) {
  const p = await findProgramme(ctx, id);
  if (!p.activo) {
    throw new AppError(Codes.NOT_FOUND);
  }
  if (!(await repo.addAdhesion(ctx.db, p.id, candidateId))) {
    throw new AppError(Codes.ADHESION_ALREADY_REQUESTED);
  }
  return getProgrammeDetail(ctx, candidateId, String(p.id));
}
