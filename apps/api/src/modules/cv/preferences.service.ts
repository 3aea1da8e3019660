import { Codes, isValidUrl, PRESENTATION_MAX_CHARS, validationMessages } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import { htmlToText } from '../../lib/html-text.ts';
import { necesitaPermisoTrabajo } from '../domains/data/index.ts';
import { fieldError } from './cv-errors.ts';
import { requireProfile } from './load-cv.ts';
import * as repo from './cv.repository.ts';

/** editPermisoTrabajo {permiso}. */
export async function editWorkPermit(ctx: AppContext, candidateId: number, permiso: boolean) {
  await requireProfile(ctx.db, candidateId);
  await repo.updateProfile(ctx.db, candidateId, { tienePermisoTrabajo: permiso });
}

/** editDatosPreferenciaPracticas {idPeriodoPreferencia}. */
export async function editPreferredPeriod(
  ctx: AppContext,
  candidateId: number,
  idPeriodoPreferencia: number | null,
) {
  await repo.updateProfile(ctx.db, candidateId, {
    idPeriodoPreferenciaPracticas: idPeriodoPreferencia,
  });
}

/** editDatosBusquedaActivaPracticas {activa}. */
export async function editActiveInternshipSearch(
  ctx: AppContext,
  candidateId: number,
  activa: boolean,
) {
  await repo.updateProfile(ctx.db, candidateId, { busquedaPracticasActiva: activa });
}

/**
 * editDatosBusquedaActivaTrabajo {activa}: a national of a country outside the EU needs a work
 * permit in the CV to look for a job actively (34).
 */
export async function editActiveJobSearch(ctx: AppContext, candidateId: number, activa: boolean) {
  const { candidate } = await requireProfile(ctx.db, candidateId);
  if (
    activa &&
    necesitaPermisoTrabajo(candidate.idPaisNacionalidad) &&
    !candidate.tienePermisoTrabajo
  ) {
    throw new AppError(Codes.WORK_PERMIT_REQUIRED);
  }
  await repo.updateProfile(ctx.db, candidateId, { busquedaTrabajoActiva: activa });
}

/** editPresentacion {texto}: rich text, sanitised here whatever the client sent. */
export async function editPresentation(ctx: AppContext, candidateId: number, texto: string) {
  const clean = sanitizeRichText(texto).trim();
  const text = htmlToText(clean);
  if (text.length > PRESENTATION_MAX_CHARS) {
    throw fieldError(
      Codes.INVALID_INPUT,
      'texto',
      validationMessages.maxLength.mensaje,
      validationMessages.maxLength.codigo,
    );
  }
  await repo.updateProfile(ctx.db, candidateId, { presentacion: text === '' ? null : clean });
}

/** editEnlacePortfolio {enlace}: an http(s) link, or null to remove it. */
export async function editPortfolioLink(
  ctx: AppContext,
  candidateId: number,
  enlace: string | null,
) {
  if (enlace !== null && !isValidUrl(enlace)) {
    throw fieldError(
      Codes.INVALID_INPUT,
      'enlace',
      'El enlace debe empezar por http:// o https:// y ser una dirección válida',
      'url',
    );
  }
  await repo.updateProfile(ctx.db, candidateId, { enlacePortfolio: enlace });
}
