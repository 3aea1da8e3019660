import type { CurrentDegree, Cv, CvCompleteness } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { cvCompleteness, missingRequiredPersonalData } from './cv-completeness.ts';
import { completenessInputOf, cvDomains, toCv } from './cv.mapper.ts';
import { renderCvPdf } from './cv-pdf.ts';
import { notFound } from './cv-errors.ts';
import { cvFieldSettingsOf } from './cv-field-rules.ts';
import { loadCv, requireProfile } from './load-cv.ts';
import * as repo from './cv.repository.ts';

/** dameCvUsuario. */
export async function getMyCv(ctx: AppContext, candidateId: number): Promise<Cv> {
  const { profile, parts } = await loadCv(ctx, candidateId);
  return toCv(profile, parts, await cvFieldSettingsOf(ctx));
}

/** The completeness of a candidate's CV, as dameCvUsuario gives it (inscribirse checks 540 with it). */
export async function getCvCompleteness(
  ctx: AppContext,
  candidateId: number,
): Promise<CvCompleteness> {
  const { profile, parts } = await loadCv(ctx, candidateId);
  return cvCompleteness(completenessInputOf(profile, parts), await cvFieldSettingsOf(ctx));
}

/** dameTitulacionesActuales: degrees in progress from the university's records. */
export async function getCurrentDegrees(
  ctx: AppContext,
  candidateId: number,
): Promise<CurrentDegree[]> {
  const parts = await repo.findCvParts(ctx.db, candidateId);
  return parts.studies
    .filter((s) => s.enCurso && s.origen === 'registro')
    .map((s) => ({
      idTitulacion: s.idTitulacion,
      titulacion: cvDomains.titulacion.get(s.idTitulacion)?.descripcion ?? '',
      creditosSuperados: Number(s.creditosSuperados),
    }));
}

/** The PDF of the CV as a company receives it (502), its own words in the reader's language. */
export async function getCvPdf(ctx: AppContext, candidateId: number, language: 'es' | 'en' = 'es') {
  const { profile, parts } = await loadCv(ctx, candidateId);
  const cv = toCv(profile, parts, await cvFieldSettingsOf(ctx));
  const photo = profile.candidate.fotoKey ? await ctx.storage.get(profile.candidate.fotoKey) : null;
  const data = await renderCvPdf(cv, photo, language);
  const name = `CV ${cv.personales.nombre} ${cv.personales.apellidos}`.trim();
  return { data, mime: 'application/pdf', nombre: `${name}.pdf` };
}

/** The profile photo of a candidate (its owner or an allowed company). */
export async function getPhoto(ctx: AppContext, candidateId: number) {
  const profile = await requireProfile(ctx.db, candidateId);
  const { fotoKey, fotoMime } = profile.candidate;
  if (!fotoKey || !fotoMime) {
    throw notFound();
  }
  return {
    data: await ctx.storage.get(fotoKey),
    mime: fotoMime,
    nombre: `foto.${fotoKey.split('.').pop() ?? 'jpg'}`,
  };
}

/** faltanDatosPersonalesObligatorios, with the same rules as the CV's completeness. */
export async function lacksRequiredPersonalData(ctx: AppContext, candidateId: number) {
  const profile = await repo.findProfile(ctx.db, candidateId);
  if (!profile) {
    return true;
  }
  const input = completenessInputOf(profile, repo.emptyCvParts());
  return missingRequiredPersonalData(input, await cvFieldSettingsOf(ctx)).length > 0;
}
