import {
  offerFamilies,
  type FittingOfferList,
  type OfferFamily,
  type OfferFit,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { spanishDay } from '../../lib/dates.ts';
import {
  loadCandidateProfile,
  type CandidateProfile,
} from '../candidates/candidate-profile.repository.ts';
import {
  creditsFor,
  limitedToOpenOffers,
  overlappingPeriod,
  studiesFor,
  unmetDegree,
  unmetLanguages,
} from './eligibility.ts';
import { provinceName } from '../domains/domain-lookups.ts';
import {
  FIT_WEIGHTS,
  rankByFit,
  requirementsOf,
  type FitProfile,
  type FitRow,
} from './offer-fit.repository.ts';
import { toOfferItem } from './offers.mapper.ts';
import { countOffers } from './offers.repository.ts';
import { visibleFamilies } from './offers.service.ts';
import { pageWindow } from '../../lib/page-window.ts';

function fitProfileOf(profile: CandidateProfile, today: string): FitProfile {
  const perFamily = <T>(f: (familia: OfferFamily) => T) =>
    Object.fromEntries(offerFamilies.map((familia) => [familia, f(familia)])) as Record<
      OfferFamily,
      T
    >;
  return {
    degreeIdsByFamily: perFamily((f) => studiesFor(f, profile.studies).map((s) => s.idTitulacion)),
    creditsByFamily: perFamily((f) =>
      studiesFor(f, profile.studies).reduce((m, s) => Math.max(m, s.creditos), 0),
    ),
    languages: profile.languages,
    idProvincia: profile.candidate.idProvincia,
    today,
    busy: profile.internships,
  };
}

/** The explanation's sentences in the answer's language. */
const fitTexts = {
  es: {
    degree: 'Tu titulación',
    requires: (what: string) => `Requiere ${what}`,
    languages: 'Los idiomas requeridos',
    noLanguages: 'No exige idiomas',
    missingLanguages: (which: string) => `Idiomas: ${which}`,
    noCredits: 'No exige créditos mínimos',
    credits: (n: number) => `Tus ${String(n)} créditos superados`,
    minCredits: (min: number, n: number) =>
      `Mínimo de ${String(min)} créditos (tienes ${String(n)})`,
    inProvince: (name: string) => `En tu provincia (${name})`,
    otherProvince: (name: string) => `Está en otra provincia (${name})`,
    noProvince: 'Provincia no indicada',
    dates: 'Fechas compatibles con tu agenda',
    overlaps: (title: string) => `Coincide con tus prácticas «${title}»`,
    started: 'La fecha de inicio ya ha pasado',
  },
  en: {
    degree: 'Your degree',
    requires: (what: string) => `Requires ${what}`,
    languages: 'The required languages',
    noLanguages: 'No languages required',
    missingLanguages: (which: string) => `Languages: ${which}`,
    noCredits: 'No minimum credits required',
    credits: (n: number) => `Your ${String(n)} credits passed`,
    minCredits: (min: number, n: number) =>
      `At least ${String(min)} credits (you have ${String(n)})`,
    inProvince: (name: string) => `In your province (${name})`,
    otherProvince: (name: string) => `In another province (${name})`,
    noProvince: 'Province not given',
    dates: 'Dates that fit your schedule',
    overlaps: (title: string) => `Overlaps your internship «${title}»`,
    started: 'The start date has passed',
  },
} as const;

/** What matched and what is missing, with the same rules as inscribirse. */
function explain(
  row: FitRow,
  degreeIds: number[],
  languages: { idIdioma: number; idNivel: number }[],
  profile: CandidateProfile,
  today: string,
  language: 'es' | 'en',
): OfferFit {
  const text = fitTexts[language];
  const cumple: string[] = [];
  const falta: string[] = [];
  let puntuacion = 0;
  const check = (ok: boolean, weight: number, yes: string, no: string) => {
    if (ok) {
      puntuacion += weight;
      cumple.push(yes);
    } else {
      falta.push(no);
    }
  };
  const degree = unmetDegree(row.familia, degreeIds, profile.studies, language);
  check(
    degree === null,
    FIT_WEIGHTS.titulacion,
    text.degree,
    text.requires(degree?.descripcion ?? ''),
  );
  const missingLanguages = unmetLanguages(languages, profile.languages, language);
  check(
    missingLanguages.length === 0,
    FIT_WEIGHTS.idiomas,
    languages.length > 0 ? text.languages : text.noLanguages,
    text.missingLanguages(missingLanguages.map((l) => l.descripcion).join(', ')),
  );
  const credits = creditsFor(row.familia, degreeIds, profile.studies);
  check(
    row.creditosMinimos === null || credits >= row.creditosMinimos,
    FIT_WEIGHTS.creditos,
    row.creditosMinimos === null ? text.noCredits : text.credits(credits),
    text.minCredits(row.creditosMinimos ?? 0, credits),
  );
  const province = provinceName(row.idProvincia);
  check(
    row.idProvincia !== null && row.idProvincia === profile.candidate.idProvincia,
    FIT_WEIGHTS.provincia,
    text.inProvince(province ?? ''),
    province ? text.otherProvince(province) : text.noProvince,
  );
  const overlap = overlappingPeriod(row.fechaInicio, row.fechaFin, profile.internships);
  check(
    row.fechaInicio === null || (row.fechaInicio >= today && overlap === null),
    FIT_WEIGHTS.fechas,
    text.dates,
    overlap ? text.overlaps(overlap.titulo) : text.started,
  );
  return { puntuacion, cumple, falta };
}

/** ofertasEncajanConUsuario: the offers I may see, best fit with my CV first, explained. */
export async function listFittingOffers(
  ctx: AppContext,
  userId: number,
  page: { pagina: number; porPagina: number },
  language: 'es' | 'en' = 'es',
): Promise<FittingOfferList> {
  const [profile, brand] = await Promise.all([
    loadCandidateProfile(ctx.db, userId),
    ctx.brand.get(),
  ]);
  // Only what the candidate may apply to: `onlyForTheUniversity` (inscribirse's 120) as a search,
  // the job family without offers for the university's students.
  const openToAll =
    profile !== null &&
    limitedToOpenOffers(profile.candidate.verificado, brand.accesoNoVerificados);
  const familias = visibleFamilies(profile ? profile.candidate : null).filter(
    (familia) => !openToAll || familia === 'empleo',
  );
  const empty = { ofertas: [], total: 0, ...page, soloAbiertasATodos: openToAll };
  if (!profile || familias.length === 0) {
    return empty;
  }
  const today = spanishDay();
  const search = { familias, today, openToAll };
  const [rows, total] = await Promise.all([
    rankByFit(ctx.db, search, fitProfileOf(profile, today), pageWindow(page)),
    countOffers(ctx.db, search),
  ]);
  const requirements = await requirementsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    ...page,
    total,
    soloAbiertasATodos: openToAll,
    // Object.assign, not `{ ...item, encaje }`: a new key after a leading spread is slow in V8.
    ofertas: rows.map((row) =>
      Object.assign(toOfferItem(row), {
        encaje: explain(
          row,
          requirements.degrees.filter((d) => d.offerId === row.id).map((d) => d.idTitulacion),
          requirements.languages.filter((l) => l.offerId === row.id),
          profile,
          today,
          language,
        ),
      }),
    ),
  };
}
