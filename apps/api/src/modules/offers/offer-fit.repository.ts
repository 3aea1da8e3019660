import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../companies/companies.table.ts';
import { offerDegrees, offerLanguages, offers, type OfferFamily } from './offers.table.ts';
import {
  hasAnyDegree,
  listRowColumns,
  searchConditions,
  type OfferSearch,
} from './offers.repository.ts';
import type { PageWindow } from '../../lib/page-window.ts';

/** What the fit score compares, per family where it differs (see applications/eligibility.ts). */
export interface FitProfile {
  degreeIdsByFamily: Record<OfferFamily, number[]>;
  creditsByFamily: Record<OfferFamily, number>;
  languages: { idIdioma: number; idNivel: number }[];
  idProvincia: number | null;
  today: string;
  busy: { fechaInicio: string; fechaFin: string }[];
}

export const FIT_WEIGHTS = { titulacion: 40, idiomas: 20, creditos: 15, provincia: 15, fechas: 10 };

const byFamily = (values: Record<OfferFamily, SQL>) =>
  sql`case ${offers.familia} when 'practicas' then ${values.practicas} when 'practicastitulados' then ${values.practicastitulados} else ${values.empleo} end`;

/**
 * The fit score (0–100) in SQL, used to rank; the explanation is computed from the same rules.
 *
 * It is computed for every visible offer, so the degree and language rules are written as
 * `offer id in (uncorrelated subquery)`: PostgreSQL reads each subquery once into a hash and probes
 * it per offer (`hasAnyDegree` is written so for the same reason). Written as correlated `exists`, the same rules made the ranking four to five times
 * slower at 100,000 offers (0.52–0.57 s against 0.12–0.13 s a page, one at a time).
 */
export function fitScore(p: FitProfile): SQL {
  const degree = (familia: OfferFamily) =>
    p.degreeIdsByFamily[familia].length > 0
      ? hasAnyDegree(p.degreeIdsByFamily[familia])
      : sql`false`;
  const credits = (familia: OfferFamily) =>
    sql`(${offers.creditosMinimos} is null or ${offers.creditosMinimos} <= ${p.creditsByFamily[familia]})`;
  const languageOk =
    or(
      ...p.languages.map(
        (l) =>
          sql`(${offerLanguages.idIdioma} = ${l.idIdioma} and ${offerLanguages.idNivel} <= ${l.idNivel})`,
      ),
    ) ?? sql`false`;
  const overlap =
    or(
      ...p.busy.map(
        (b) =>
          sql`(${offers.fechaInicio} <= ${b.fechaFin} and coalesce(${offers.fechaFin}, ${offers.fechaInicio}) >= ${b.fechaInicio})`,
      ),
    ) ?? sql`false`;
  const w = FIT_WEIGHTS;
  return sql`(
    case when ${byFamily({ practicas: degree('practicas'), practicastitulados: degree('practicastitulados'), empleo: degree('empleo') })} then ${w.titulacion} else 0 end
    + case when ${offers.id} in (select ${offerLanguages.offerId} from ${offerLanguages} where not (${languageOk})) then 0 else ${w.idiomas} end
    + case when ${byFamily({ practicas: credits('practicas'), practicastitulados: credits('practicastitulados'), empleo: credits('empleo') })} then ${w.creditos} else 0 end
    + case when ${offers.idProvincia} = ${p.idProvincia ?? -1} then ${w.provincia} else 0 end
    + case when ${offers.fechaInicio} is null or (${offers.fechaInicio} >= ${p.today} and not (${overlap})) then ${w.fechas} else 0 end
  )::int`.mapWith(Number);
}

/** One page of the visible offers, best fit first (newest first among equals). */
export function rankByFit(db: Db, search: OfferSearch, profile: FitProfile, page: PageWindow) {
  return db
    .select({
      ...listRowColumns,
      fechaInicio: offers.fechaInicio,
      fechaFin: offers.fechaFin,
      creditosMinimos: offers.creditosMinimos,
      score: fitScore(profile).as('score'),
    })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(and(...searchConditions(search)))
    .orderBy(desc(sql`score`), desc(offers.fechaPublicacion), desc(offers.id))
    .limit(page.limit)
    .offset(page.offset);
}

export type FitRow = Awaited<ReturnType<typeof rankByFit>>[number];

/** Degrees and languages of a page of offers. */
export async function requirementsOf(db: Db, offerIds: number[]) {
  if (offerIds.length === 0) {
    return { degrees: [], languages: [] };
  }
  const [degrees, languages] = await Promise.all([
    db.select().from(offerDegrees).where(inArray(offerDegrees.offerId, offerIds)),
    db.select().from(offerLanguages).where(inArray(offerLanguages.offerId, offerIds)),
  ]);
  return { degrees, languages };
}
