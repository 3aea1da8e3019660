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

/** What matched and what is missing, with the same rules as inscribirse. */
function explain(
  row: FitRow,
  degreeIds: number[],
  languages: { idIdioma: number; idNivel: number }[],
  profile: CandidateProfile,
  today: string,
): OfferFit {
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
  const degree = unmetDegree(row.familia, degreeIds, profile.studies);
  check(
    degree === null,
    FIT_WEIGHTS.titulacion,
    'Tu titulación',
    `Requiere ${degree?.descripcion ?? ''}`,
  );
  const missingLanguages = unmetLanguages(languages, profile.languages);
  check(
    missingLanguages.length === 0,
    FIT_WEIGHTS.idiomas,
    languages.length > 0 ? 'Los idiomas requeridos' : 'No exige idiomas',
    `Idiomas: ${missingLanguages.map((l) => l.descripcion).join(', ')}`,
  );
  const credits = creditsFor(row.familia, degreeIds, profile.studies);
  check(
    row.creditosMinimos === null || credits >= row.creditosMinimos,
    FIT_WEIGHTS.creditos,
    row.creditosMinimos === null
      ? 'No exige créditos mínimos'
      : `Tus ${String(credits)} créditos superados`,
    `Mínimo de ${String(row.creditosMinimos)} créditos (tienes ${String(credits)})`,
  );
  const province = provinceName(row.idProvincia);
  check(
    row.idProvincia !== null && row.idProvincia === profile.candidate.idProvincia,
    FIT_WEIGHTS.provincia,
    `En tu provincia (${province ?? ''})`,
    province ? `Está en otra provincia (${province})` : 'Provincia no indicada',
  );
  const overlap = overlappingPeriod(row.fechaInicio, row.fechaFin, profile.internships);
  check(
    row.fechaInicio === null || (row.fechaInicio >= today && overlap === null),
    FIT_WEIGHTS.fechas,
    'Fechas compatibles con tu agenda',
    overlap ? `Coincide con tus prácticas «${overlap.titulo}»` : 'La fecha de inicio ya ha pasado',
  );
  return { puntuacion, cumple, falta };
}

/** ofertasEncajanConUsuario: the offers I may see, best fit with my CV first, explained. */
export async function listFittingOffers(
  ctx: AppContext,
  userId: number,
  page: { pagina: number; porPagina: number },
): Promise<FittingOfferList> {
  const profile = await loadCandidateProfile(ctx.db, userId);
  const familias = visibleFamilies(profile ? profile.candidate : null);
  const empty = { ofertas: [], total: 0, ...page };
  if (!profile || familias.length === 0) {
    return empty;
  }
  const today = spanishDay();
  const search = { familias, today };
  const [rows, total] = await Promise.all([
    rankByFit(ctx.db, search, fitProfileOf(profile, today), {
      limit: page.porPagina,
      offset: (page.pagina - 1) * page.porPagina,
    }),
    countOffers(ctx.db, search),
  ]);
  const requirements = await requirementsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    ...page,
    total,
    // Object.assign, not `{ ...item, encaje }`: a new key after a leading spread is slow in V8.
    ofertas: rows.map((row) =>
      Object.assign(toOfferItem(row), {
        encaje: explain(
          row,
          requirements.degrees.filter((d) => d.offerId === row.id).map((d) => d.idTitulacion),
          requirements.languages.filter((l) => l.offerId === row.id),
          profile,
          today,
        ),
      }),
    ),
  };
}
