import type { OfferFamily, UnmetRequirement } from '@portal/contracts';
import { nivelesIdioma } from '../domains/data/index.ts';
import { degreeName, languageName } from '../domains/domain-lookups.ts';

/**
 * Pure rules shared by inscribirse (codes 80, 52, 17) and ofertasEncajanConUsuario (the fit
 * score and its explanation), so the ranking never promises what applying refuses.
 */
export interface Study {
  idTitulacion: number;
  enCurso: boolean;
  creditos: number;
}
export interface Language {
  idIdioma: number;
  idNivel: number;
}
export interface Period {
  fechaInicio: string;
  fechaFin: string;
}

/** What the brand lets an account the academic record has not verified do. */
export type UnverifiedAccess = 'ninguno' | 'empleo' | 'todo';

/** The candidate may apply to job offers open to everyone only: the record does not know them. */
export const limitedToOpenOffers = (verificado: boolean, access: UnverifiedAccess): boolean =>
  !verificado && access !== 'todo';

/**
 * Whether the offer is for the university's own people only while the candidate is not one the
 * record knows (120): internships, and offers for its degree or postgraduate students, unless the
 * brand opens everything to unverified accounts.
 */
export const onlyForTheUniversity = (
  offer: { familia: OfferFamily; nivelEstudiantes: string | null },
  verificado: boolean,
  access: UnverifiedAccess,
): boolean =>
  limitedToOpenOffers(verificado, access) &&
  (offer.familia !== 'empleo' || offer.nivelEstudiantes !== null);

const levelCode = new Map(
  nivelesIdioma.map((n) => [n.id, n.codigo === 'NATIVO' ? 'nativo' : n.codigo]),
);

/**
 * Studies that count for a family: student internships need a degree in progress, graduate
 * internships a finished one, jobs either.
 */
export function studiesFor(familia: OfferFamily, studies: readonly Study[]): Study[] {
  if (familia === 'practicas') {
    return studies.filter((s) => s.enCurso);
  }
  if (familia === 'practicastitulados') {
    return studies.filter((s) => !s.enCurso);
  }
  return [...studies];
}

/** The candidate's studies among the offer's degrees. */
export const matchingStudies = (
  familia: OfferFamily,
  offerDegreeIds: readonly number[],
  studies: readonly Study[],
) => studiesFor(familia, studies).filter((s) => offerDegreeIds.includes(s.idTitulacion));

/** The words of an unmet requirement, in the answer's language. */
const requirementWords = {
  es: {
    degree: 'titulación',
    inProgress: ' (en curso)',
    finished: ' (finalizada)',
    or: ' o ',
    level: 'nivel',
  },
  en: {
    degree: 'degree',
    inProgress: ' (in progress)',
    finished: ' (finished)',
    or: ' or ',
    level: 'level',
  },
} as const;

export function unmetDegree(
  familia: OfferFamily,
  offerDegreeIds: readonly number[],
  studies: readonly Study[],
  language: 'es' | 'en' = 'es',
): UnmetRequirement | null {
  if (offerDegreeIds.length === 0 || matchingStudies(familia, offerDegreeIds, studies).length > 0) {
    return null;
  }
  const words = requirementWords[language];
  const names = offerDegreeIds.map((id) => degreeName(id, language) ?? String(id));
  const when =
    familia === 'practicas'
      ? words.inProgress
      : familia === 'practicastitulados'
        ? words.finished
        : '';
  return { tipo: 'titulacion', descripcion: `${words.degree}${when}: ${names.join(words.or)}` };
}

export function unmetLanguages(
  required: readonly Language[],
  mine: readonly Language[],
  language: 'es' | 'en' = 'es',
): UnmetRequirement[] {
  return required
    .filter((r) => !mine.some((m) => m.idIdioma === r.idIdioma && m.idNivel >= r.idNivel))
    .map((r) => ({
      tipo: 'idioma' as const,
      descripcion: `${languageName(r.idIdioma, language) ?? String(r.idIdioma)} (${requirementWords[language].level} ${levelCode.get(r.idNivel) ?? String(r.idNivel)})`,
    }));
}

/** Credits passed in the degrees the offer asks for (the best of them; 0 without any). */
export function creditsFor(
  familia: OfferFamily,
  offerDegreeIds: readonly number[],
  studies: readonly Study[],
): number {
  const matching = matchingStudies(familia, offerDegreeIds, studies);
  const pool = matching.length > 0 ? matching : studiesFor(familia, studies);
  return pool.reduce((best, s) => Math.max(best, s.creditos), 0);
}

/** The first own internship whose dates overlap the offer's (inclusive days), if any. */
export function overlappingPeriod<T extends Period>(
  start: string | null,
  end: string | null,
  periods: readonly T[],
): T | null {
  if (start === null) {
    return null;
  }
  const until = end ?? start;
  return periods.find((p) => start <= p.fechaFin && until >= p.fechaInicio) ?? null;
}
