import { Codes, type OfferFamily, type OfferList, type OfferListQuery } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { spanishDay } from '../../lib/dates.ts';
import { toOfferItem } from './offers.mapper.ts';
import * as repo from './offers.repository.ts';

/** Student internships need conPracticas; graduate internships and jobs need conEmpleo. */
function visibleFamilies(
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

/** One page of the active offers of a family the candidate may see (403 for any other family). */
export async function listOffersForCandidate(
  ctx: AppContext,
  userId: number,
  familia: OfferFamily,
  query: OfferListQuery,
): Promise<OfferList> {
  const profile = await repo.findCandidateProfile(ctx.db, userId);
  if (!visibleFamilies(profile).includes(familia)) {
    throw new AppError(Codes.FORBIDDEN);
  }
  const search: repo.OfferSearch = { familias: [familia], today: spanishDay() };
  const page = { limit: query.porPagina, offset: (query.pagina - 1) * query.porPagina };
  const [rows, total] = await Promise.all([
    repo.searchOffers(ctx.db, search, page),
    repo.countOffers(ctx.db, search),
  ]);
  return { ofertas: rows.map(toOfferItem), total };
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
