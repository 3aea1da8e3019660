import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../companies/companies.table.ts';
import { titulaciones } from '../domains/data/index.ts';
import { offerDegrees, offers, offerStates, type OfferFamily } from './offers.table.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { TextRanks } from './text-ranks.ts';
import { normalize, prefixTsQuery, searchTerms } from './search-terms.ts';

/**
 * A free-text search resolved against the small tables first: the normalised text, its prefix
 * tsquery, and the companies and degrees whose names match, so the offer query stays one scan of
 * the offers' GIN indexes (stored tsvector and trigram index on the unaccented title).
 */
export interface TextSearch {
  terms: string[];
  text: string;
  tsquery: string;
  companyIds: number[];
  degreeIds: number[];
  /**
   * The second pass of a search that found nothing: titles may be further from the words (a
   * letter missing inside a short word, "soprte"), without the trigram index.
   */
  loose?: boolean;
}

/** How close a title's word must be in the second pass (pg_trgm word_similarity). */
const LOOSE_WORD_SIMILARITY = 0.45;

const tsq = (search: TextSearch) => sql`to_tsquery('spanish'::regconfig, ${search.tsquery})`;

/** Words long enough to be matched by trigrams (typo tolerance); short ones only by stems. */
const fuzzyTerms = (search: Pick<TextSearch, 'terms'>) => search.terms.filter((t) => t.length >= 4);

/** Every word within typo distance of the text (pg_trgm word similarity, GIN-indexable). */
const allWordsSimilar = (column: SQL, search: Pick<TextSearch, 'terms' | 'loose'>): SQL | null => {
  const terms = fuzzyTerms(search);
  return terms.length === 0
    ? null
    : sql.join(
        terms.map((t) =>
          search.loose === true
            ? sql`word_similarity(${t}, f_unaccent(${column})) >= ${LOOSE_WORD_SIMILARITY}`
            : sql`${t} <% f_unaccent(${column})`,
        ),
        sql` and `,
      );
};

/** Spanish stems with prefixes, or every word of the text within typo distance. */
const nameMatches = (column: SQL, search: TextSearch) => {
  const fuzzy = allWordsSimilar(column, search);
  const stems = sql`to_tsvector('spanish'::regconfig, f_unaccent(${column})) @@ ${tsq(search)}`;
  return fuzzy ? sql`(${stems} or (${fuzzy}))` : stems;
};

/**
 * Offers matching the text: a union of index-driven id sets (the stored tsvector's GIN index, the
 * title's trigram index, the matched companies and degrees), so the planner never scans every
 * offer of a family to evaluate the text conditions row by row.
 */
export function textMatch(search: TextSearch): SQL {
  const fuzzy = allWordsSimilar(sql`${offers.titulo}`, search);
  const parts: SQL[] = [
    sql`select ${offers.id} from ${offers} where ${offers.searchVector} @@ ${tsq(search)}`,
    ...(fuzzy ? [sql`select ${offers.id} from ${offers} where ${fuzzy}`] : []),
    ...(search.companyIds.length > 0
      ? [
          sql`select ${offers.id} from ${offers} where ${inArray(offers.companyId, search.companyIds)}`,
        ]
      : []),
    ...(search.degreeIds.length > 0
      ? [
          sql`select ${offerDegrees.offerId} from ${offerDegrees} where ${inArray(offerDegrees.idTitulacion, search.degreeIds)}`,
        ]
      : []),
  ];
  return sql`${offers.id} in (${sql.join(parts, sql` union `)})`;
}

const degreeMatch = (search: TextSearch) =>
  search.degreeIds.length === 0
    ? sql`false`
    : sql`exists (select 1 from ${offerDegrees} where ${offerDegrees.offerId} = ${offers.id} and ${inArray(
        offerDegrees.idTitulacion,
        search.degreeIds,
      )})`;

/** Relevance: weighted text rank, title similarity (typos), then company and degree matches. */
export function textRank(search: TextSearch): SQL {
  const company =
    search.companyIds.length === 0 ? sql`false` : inArray(offers.companyId, search.companyIds);
  return sql`(ts_rank(${offers.searchVector}, ${tsq(search)}) + 0.5 * word_similarity(${search.text}, f_unaccent(${offers.titulo})) + case when ${company} then 0.3 else 0 end + case when ${degreeMatch(search)} then 0.1 else 0 end)`;
}

const degreeValues = sql.join(
  titulaciones.map((t) => sql`(${sql.raw(String(t.id))}, ${t.descripcion})`),
  sql`, `,
);

/** Resolves free text to a search (null when it has no searchable word). */
export async function resolveTextSearch(db: Db, raw: string): Promise<TextSearch | null> {
  const terms = searchTerms(raw);
  if (terms.length === 0) {
    return null;
  }
  const partial: TextSearch = {
    terms,
    text: normalize(raw).replace(/\s+/g, ' ').trim(),
    tsquery: prefixTsQuery(terms),
    companyIds: [],
    degreeIds: [],
  };
  const [companyRows, degreeRows] = await Promise.all([
    db
      .select({ id: companies.id })
      .from(companies)
      .where(nameMatches(sql`${companies.nombreComercial}`, partial)),
    queryRows(
      db,
      sql`select d.id from (values ${degreeValues}) as d(id, name) where ${nameMatches(sql`d.name`, partial)}`,
    ),
  ]);
  const degreeIds = degreeRows.map((r) => Number(r.id));
  return { ...partial, companyIds: companyRows.map((r) => r.id), degreeIds };
}

/**
 * The active offers of a family that match the text, with their relevance (the read model's
 * index applies the other filters and the order; company blocks are the index's business).
 */
export async function textRanks(
  db: Db,
  familia: OfferFamily,
  search: TextSearch,
): Promise<TextRanks> {
  const rows = await db
    .select({ id: offers.id, rank: sql`(${textRank(search)})::float8`.mapWith(Number) })
    .from(offers)
    .where(
      and(
        eq(offers.familia, familia),
        eq(offers.estado, offerStates.ACTIVE),
        isNull(offers.eliminadaAt),
        textMatch(search),
      ),
    );
  return TextRanks.of(rows.map((r) => [r.id, r.rank] as const));
}
