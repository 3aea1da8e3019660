import { Codes, type OfferFamily, type OfferList, type OfferListQuery } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { spanishDay } from '../../lib/dates.ts';
import { toSummary } from '../application-states/application-states.policy.ts';
import { mineForOffers } from '../application-states/application-states.repository.ts';
import { pendingSignatureMap } from '../signatures/signing-page.ts';
import { unsignedDocuments } from '../signatures/signatures.repository.ts';
import { facetFiltersOf, toFacets } from './facets.ts';
import { cacheFor } from './list-cache.ts';
import { countFacets } from './offers-facets.repository.ts';
import { resolveTextSearch } from './offers-text.repository.ts';
import { toCandidateOfferItem } from './offers.mapper.ts';
import * as repo from './offers.repository.ts';
import { programmeTitles } from './offer-sheet.repository.ts';

/** Student internships need conPracticas; graduate internships and jobs need conEmpleo. */
export function visibleFamilies(
  profile: { conPracticas: boolean; conEmpleo: boolean } | null,
): OfferFamily[] {
  if (!profile) {
    return [];
  }
  return [
    ...(profile.conPracticas ? (['practicas'] as const) : []),
    ...(profile.conEmpleo ? (['practicastitulados', 'empleo'] as const) : []),
  ];
}

/** The families a candidate may see, or 403 when the asked one is not among them. */
export async function assertFamilyVisible(ctx: AppContext, userId: number, familia: OfferFamily) {
  const profile = await repo.findCandidateProfile(ctx.db, userId);
  if (!visibleFamilies(profile).includes(familia)) {
    throw new AppError(Codes.FORBIDDEN);
  }
}

async function buildSearch(
  ctx: AppContext,
  userId: number,
  familia: OfferFamily,
  query: OfferListQuery,
): Promise<repo.OfferSearch> {
  const text = query.titulo ? await resolveTextSearch(ctx.db, query.titulo) : null;
  return {
    familias: [familia],
    today: spanishDay(),
    ...(query.date ? { publishedSince: publishedSinceDays(query.date) } : {}),
    ...(query.fechainicio ? { startsFrom: query.fechainicio } : {}),
    ...(query.provincia && query.provincia.length > 0 ? { provincias: query.provincia } : {}),
    paraIntermediacion: query.paraIntermediacion === true || query.filter === 'intermediacion',
    ...(query.omitirInscritos ? { omitAppliedBy: userId } : {}),
    facets: facetFiltersOf(query),
    ...(text ? { text } : {}),
  };
}

/** `date` = published in the last N days, from the start of the hour (so cache keys repeat). */
function publishedSinceDays(days: number): Date {
  const instant = new Date(Date.now() - days * 86_400_000);
  instant.setUTCMinutes(0, 0, 0);
  return instant;
}

type SharedPage = Omit<OfferList, 'ofertas'> & {
  rows: repo.OfferListRow[];
  terms: string[] | null;
};

/** The part of a list page that is the same for every candidate who asks the same. */
async function loadPage(
  ctx: AppContext,
  userId: number,
  familia: OfferFamily,
  query: OfferListQuery,
): Promise<SharedPage> {
  let search = await buildSearch(ctx, userId, familia, query);
  const page = { limit: query.porPagina, offset: (query.pagina - 1) * query.porPagina };
  const run = (s: repo.OfferSearch) =>
    Promise.all([
      repo.searchOffers(ctx.db, s, page),
      repo.countOffers(ctx.db, s),
      query.facetas ? countFacets(ctx.db, s) : Promise.resolve(null),
    ]);
  let [rows, total, facetCounts] = await run(search);
  if (total === 0 && search.text && search.text.loose !== true) {
    // Nothing for the words as typed: once more with titles further from them (typos).
    search = { ...search, text: { ...search.text, loose: true } };
    [rows, total, facetCounts] = await run(search);
  }
  let facetas = null;
  if (facetCounts) {
    const programmeIds = facetCounts
      .filter((c) => c.facet === 'tituloPrograma')
      .map((c) => c.valor);
    facetas = toFacets(facetCounts, await programmeTitles(ctx.db, programmeIds));
  }
  return {
    rows,
    total,
    facetas,
    pagina: query.pagina,
    porPagina: query.porPagina,
    terms: search.text?.terms ?? null,
  };
}

/**
 * One page of the active offers of a family the candidate may see (403 for any other family),
 * filtered, searched and ranked, with the facet counts; pages that do not depend on who asks are
 * shared for OFFER_LIST_CACHE_SECONDS. My application is added to each entry afterwards.
 */
export async function listOffersForCandidate(
  ctx: AppContext,
  userId: number,
  familia: OfferFamily,
  query: OfferListQuery,
): Promise<OfferList> {
  await assertFamilyVisible(ctx, userId, familia);
  const shared = query.omitirInscritos
    ? await loadPage(ctx, userId, familia, query)
    : await cacheFor<SharedPage>(ctx, ctx.env.OFFER_LIST_CACHE_SECONDS).get(
        JSON.stringify({ familia, query, today: spanishDay() }),
        () => loadPage(ctx, userId, familia, query),
      );
  const mine = await mineForOffers(
    ctx.db,
    userId,
    shared.rows.map((r) => r.id),
  );
  const unsigned = await unsignedDocuments(
    ctx.db,
    mine.map((m) => m.id),
  );
  const byOffer = new Map(
    mine.map((m) => [
      m.offerId,
      {
        summary: toSummary(m),
        pendingSignature: pendingSignatureMap(unsigned.filter((d) => d.applicationId === m.id)),
      },
    ]),
  );
  const { rows, terms, ...rest } = shared;
  return {
    ...rest,
    ofertas: rows.map((r) => toCandidateOfferItem(r, byOffer.get(r.id) ?? null, terms)),
  };
}

/** How many active offers of these families the candidate may see (0 when none is visible). */
export async function countOffersForCandidate(
  ctx: AppContext,
  userId: number,
  familias: readonly OfferFamily[],
): Promise<number> {
  const visible = visibleFamilies(await repo.findCandidateProfile(ctx.db, userId));
  const allowed = familias.filter((f) => visible.includes(f));
  if (allowed.length === 0) {
    return 0;
  }
  return repo.countOffers(ctx.db, { familias: allowed, today: spanishDay() });
}
