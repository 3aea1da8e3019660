import { Codes, type OfferFamily, type OfferList, type OfferListQuery } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { freezeAnswer } from '../../lib/answer-cache.ts';
import { AppError } from '../../lib/app-error.ts';
import { DAY_MS, spanishDay } from '../../lib/dates.ts';
import { toSummary } from '../application-states/application-states.policy.ts';
import { pendingSignatureMap } from '../signatures/signing-page.ts';
import { facetFiltersOf, toFacets } from './facets.ts';
import { resolveTextSearch, textRanks } from './offers-text.repository.ts';
import { toCandidateOfferItem } from './offers.mapper.ts';
import * as repo from './offers.repository.ts';
import { programmeTitles } from './offer-sheet.repository.ts';
import type { MemoScope } from './offer-read-model.ts';
import { snippetSource, type SnippetSource } from './highlight.ts';
import { searchTerms } from './search-terms.ts';
import type { TextRanks } from './text-ranks.ts';

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

type PageState = repo.CandidatePageState | null;

/** Candidates' page states kept on the embedded database, per candidate and page (see below). */
const pageStates = new WeakMap<
  Database,
  Map<string, { version: number; state: Promise<PageState> }>
>();
const PAGE_STATES_MAX = 10_000;

/**
 * The candidate's own state for a page (families, applications to its offers, latest offer
 * change). On PostgreSQL it is read fresh every time (other processes write), in one statement
 * with the other lists asked at the same moment. On the embedded
 * database (one process, one connection) it is kept with the database's write version read
 * before the query and reused while that version stays: any statement that may write, anywhere,
 * changes the version, so a kept state is never older than the data (the query was
 * about half of a list's cost on PGlite).
 */
function readPageState(
  ctx: AppContext,
  userId: number,
  ids: readonly number[],
): Promise<PageState> {
  const version = ctx.database.writeVersion?.();
  if (version === undefined) {
    return repo.candidatePageState(ctx.db, userId, ids);
  }
  let states = pageStates.get(ctx.database);
  if (!states) {
    states = new Map();
    pageStates.set(ctx.database, states);
  }
  const key = `${String(userId)}:${ids.join(',')}`;
  const kept = states.get(key);
  if (kept?.version === version) {
    return kept.state;
  }
  if (states.size >= PAGE_STATES_MAX) {
    states.clear();
  }
  const state = repo.candidatePageState(ctx.db, userId, ids);
  const entries = states;
  entries.set(key, { version, state });
  state.catch(() => {
    entries.delete(key);
  });
  return state;
}

interface PageEntry {
  row: repo.OfferListRow;
  /** The description's text, read only for a text search's snippets. */
  description: SnippetSource | null;
}

/** The rows of a page, with their descriptions when the list shows search snippets. */
async function pageEntries(
  ctx: AppContext,
  scope: MemoScope,
  ids: readonly number[],
  withDescriptions: boolean,
): Promise<PageEntry[]> {
  // Each row and description is kept by itself until its offer changes: lists that share offers
  // (the newest appear in most of them) read only those no list has kept, and the lists of the
  // moment read theirs in one statement.
  const [rows, descriptions] = await Promise.all([
    Promise.all(ids.map((id) => scope.row(id, () => repo.pageOffer(ctx.db, id)))),
    withDescriptions
      ? Promise.all(
          ids.map((id) =>
            scope.description(id, async () => {
              const html = await repo.pageDescription(ctx.db, id);
              return html === null ? null : snippetSource(html);
            }),
          ),
        )
      : null,
  ]);
  return rows.flatMap((row, i) =>
    row === null ? [] : [{ row, description: descriptions?.[i] ?? null }],
  );
}

/** `date` = published in the last N days, from the start of the hour (so memo keys repeat). */
function publishedSinceDays(days: number): number {
  const instant = new Date(Date.now() - days * DAY_MS);
  instant.setUTCMinutes(0, 0, 0);
  return instant.getTime();
}

interface TextMatch {
  terms: string[];
  ranks: TextRanks;
  /** Answered by the database (the text index was still being built). */
  fromDatabase: boolean;
}

/**
 * The offers of a family matching free text, with their relevance (memoised until the next offer
 * change): from the read model's text index (ADR 0010), or from the database in the first seconds
 * after start while that index is built (`loose`: its second pass, titles further from the words).
 */
function matchText(
  ctx: AppContext,
  familia: OfferFamily,
  titulo: string,
  loose: boolean,
): Promise<TextMatch | null> {
  return ctx.offerReadModel.memoised(familia, JSON.stringify(['text', titulo, loose]), async () => {
    const terms = searchTerms(titulo);
    if (terms.length === 0) {
      return null;
    }
    const ranks = ctx.offerReadModel.searchText(familia, terms);
    if (ranks) {
      return { terms, ranks, fromDatabase: false };
    }
    const resolved = await resolveTextSearch(ctx.db, titulo);
    if (!resolved) {
      return null;
    }
    const search = loose ? { ...resolved, loose: true } : resolved;
    return { terms, ranks: await textRanks(ctx.db, familia, search), fromDatabase: true };
  });
}

/** Every matching offer in list order, the total and the facets (the same for every candidate). */
interface Matches {
  ids: Int32Array;
  facetas: OfferList['facetas'];
  terms: string[] | null;
}

async function findMatches(
  ctx: AppContext,
  userId: number,
  familia: OfferFamily,
  query: OfferListQuery,
  today: string,
): Promise<Matches> {
  const exclude = query.omitirInscritos
    ? new Set(await repo.appliedOfferIds(ctx.db, userId))
    : undefined;
  const base = {
    familia,
    today,
    ...(query.date ? { publishedSince: publishedSinceDays(query.date) } : {}),
    ...(query.fechainicio ? { startsFrom: query.fechainicio } : {}),
    ...(query.provincia && query.provincia.length > 0 ? { provincias: query.provincia } : {}),
    paraIntermediacion: query.paraIntermediacion === true || query.filter === 'intermediacion',
    ...(exclude ? { exclude } : {}),
    facets: facetFiltersOf(query),
    withFacets: query.facetas,
  };
  let text = query.titulo ? await matchText(ctx, familia, query.titulo, false) : null;
  let result = ctx.offerReadModel.query({ ...base, ...(text ? { ranks: text.ranks } : {}) });
  if (result.ids.length === 0 && text?.fromDatabase === true && query.titulo) {
    // Nothing for the words as typed: once more with titles further from them (typos). The text
    // index tolerates typos in its one pass.
    text = await matchText(ctx, familia, query.titulo, true);
    result = ctx.offerReadModel.query({ ...base, ...(text ? { ranks: text.ranks } : {}) });
  }
  let facetas = null;
  if (result.counts) {
    const programmeIds = result.counts
      .filter((c) => c.facet === 'tituloPrograma')
      .map((c) => c.valor);
    facetas = toFacets(
      result.counts,
      programmeIds.length > 0
        ? await programmeTitles(ctx.db, programmeIds)
        : new Map<number, string>(),
    );
  }
  return { ids: result.ids, facetas, terms: text?.terms ?? null };
}

/**
 * One page of the active offers of a family the candidate may see (403 for any other family),
 * filtered, searched and ranked, with the facet counts. The process's offer read model chooses
 * the offers and counts the facets, and the page's rows are read once: both are shared by every
 * candidate who asks the same until an offer changes. One small round trip, shared with the lists
 * asked at the same moment, then reads what is the candidate's own — the families they may see,
 * their applications to the page's offers — and the latest offer change. When that change is newer than the index (written a moment ago, here or by
 * another process), the index catches up and the page is chosen again (the candidate's state is
 * read again only if the page now holds other offers), so a list never misses a write that
 * committed before it began.
 */
export async function listOffersForCandidate(
  ctx: AppContext,
  userId: number,
  familia: OfferFamily,
  query: OfferListQuery,
): Promise<OfferList> {
  await ctx.offerReadModel.ensureCurrent(0);
  const today = spanishDay();
  const readPage = async (known?: { ids: readonly number[]; state: PageState }) => {
    // Taken first: an answer built from what is read below is kept only while nothing changed.
    const scope = ctx.offerReadModel.memoScope(familia);
    const matches = query.omitirInscritos
      ? await findMatches(ctx, userId, familia, query, today)
      : await scope.memoised(
          // Every page of one list shares the matches.
          JSON.stringify(['list', { ...query, pagina: 0, porPagina: 0 }, today]),
          () => findMatches(ctx, userId, familia, query, today),
        );
    const offset = (query.pagina - 1) * query.porPagina;
    const pageIds = [...matches.ids.subarray(offset, offset + query.porPagina)];
    // After a catch-up, the candidate's state already read serves when the page holds the same
    // offers (a change elsewhere in the family, or in another family).
    const sameOffers =
      known?.ids.length === pageIds.length && known.ids.every((id, i) => id === pageIds[i]);
    const [rows, state] = await Promise.all([
      pageEntries(ctx, scope, pageIds, matches.terms !== null),
      sameOffers ? known.state : readPageState(ctx, userId, pageIds),
    ]);
    return { scope, matches, rows, state, pageIds };
  };
  const first = await readPage();
  let { scope, matches, rows, state } = first;
  if (!visibleFamilies(state).includes(familia)) {
    throw new AppError(Codes.FORBIDDEN);
  }
  // Compared with what the index held when the page was chosen, not now: a catch-up that ends
  // while the state is read has applied the change, but the page may come from a memo older than it.
  if (state && state.lastChange > first.scope.applied) {
    const waited = ctx.metrics.listCatchUpWait.startTimer();
    await ctx.offerReadModel.ensureCurrent(state.lastChange);
    waited();
    ({ scope, matches, rows, state } = await readPage({ ids: first.pageIds, state }));
  }
  const mine = state?.mine ?? new Map<number, repo.MyPageApplication>();
  const build = (): OfferList => ({
    total: matches.ids.length,
    facetas: matches.facetas,
    pagina: query.pagina,
    porPagina: query.porPagina,
    ofertas: rows.map(({ row, description }) => {
      const application = mine.get(row.id);
      return toCandidateOfferItem(
        row,
        application
          ? {
              summary: toSummary(application),
              pendingSignature: pendingSignatureMap(application.unsigned),
            }
          : null,
        matches.terms && { terms: matches.terms, description: description ?? snippetSource('') },
      );
    }),
  });
  if (query.omitirInscritos) {
    return build();
  }
  // The answer is the shared page plus the candidate's applications on it: the same for every
  // candidate without one (and for a candidate asking again while theirs stay as they are),
  // until the next offer change. Built, checked and serialised once.
  const key = JSON.stringify([
    'answer',
    query,
    today,
    [...mine.values()].sort((a, b) => a.offerId - b.offerId),
  ]);
  return scope.memoised(key, () => Promise.resolve(freezeAnswer(build())));
}

/** How many active offers of these families the candidate may see (0 when none is visible). */
export async function countOffersForCandidate(
  ctx: AppContext,
  userId: number,
  familias: readonly OfferFamily[],
): Promise<number> {
  const state = await readPageState(ctx, userId, []);
  const visible = visibleFamilies(state);
  const allowed = familias.filter((f) => visible.includes(f));
  if (allowed.length === 0) {
    return 0;
  }
  await ctx.offerReadModel.ensureCurrent(state?.lastChange ?? 0);
  return ctx.offerReadModel.index.countOpen(allowed, spanishDay());
}
