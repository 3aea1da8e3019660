import type { OfferFacetName } from '@portal/contracts';
import {
  and,
  count,
  eq,
  exists,
  gte,
  inArray,
  isNull,
  ne,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { readsTogether, rowByIdTogether } from '../../db/reads-together.ts';
import { applications } from '../applications/applications.table.ts';
import { candidates } from '../candidates/candidates.table.ts';
import { companies } from '../companies/companies.table.ts';
import { unsignedDocumentsJson } from '../signatures/signatures.repository.ts';
import { offerChanges } from './offer-changes.table.ts';
import { offerDegrees, offers, offerStates, type OfferFamily } from './offers.table.ts';
import { textMatch, type TextSearch } from './offers-text.repository.ts';

/** Facet filters resolved to ids the database holds (degree facets as degree ids). */
export type FacetFilters = Partial<Record<OfferFacetName, readonly number[]>>;

/**
 * What a candidate's offer search asks for. Every member but the first two is optional; each one
 * is turned into one SQL condition by `searchConditions` (facets by `facetConditions`).
 */
export interface OfferSearch {
  /** Families the candidate may see and asked for (never empty: the service checks). */
  familias: readonly OfferFamily[];
  /** Today in Spain (YYYY-MM-DD): offers whose application deadline is past are left out. */
  today: string;
  /** Published at or after this instant (filter `date`). */
  publishedSince?: Date;
  /** Starting on or after this day (filter `fechainicio`). */
  startsFrom?: string;
  provincias?: readonly number[];
  paraIntermediacion?: boolean;
  /** Leave out offers this candidate has a live (not withdrawn) application to. */
  omitAppliedBy?: number;
  /** Only offers any candidate may apply to: none for the university's degree or postgraduates. */
  openToAll?: boolean;
  facets?: FacetFilters;
  text?: TextSearch;
}

const WITHDRAWN = 8;

/**
 * The offer asks for one of these degrees. Written as `id in (uncorrelated subquery)`: in a filter
 * PostgreSQL joins it as it would a correlated `exists`, and in a computed column (the fit score,
 * worked out for every visible offer) it reads the subquery once into a hash instead of once per
 * offer.
 */
export const hasAnyDegree = (degreeIds: readonly number[]) =>
  sql`${offers.id} in (select ${offerDegrees.offerId} from ${offerDegrees} where ${inArray(
    offerDegrees.idTitulacion,
    [...degreeIds],
  )})`;

/** One condition per active facet filter. */
export function facetConditions(facets: FacetFilters = {}): Partial<Record<OfferFacetName, SQL>> {
  const out: Partial<Record<OfferFacetName, SQL>> = {};
  const columns = {
    contrato: offers.idTipoContrato,
    salario: offers.idRangoSalarial,
    areaFuncional: offers.idAreaFuncional,
    tituloPrograma: offers.idPrograma,
    tiposFormacion: offers.idTipoFormacion,
  } as const;
  for (const [name, ids] of Object.entries(facets) as [OfferFacetName, readonly number[]][]) {
    out[name] =
      name === 'titulaciones' || name === 'areasTitulaciones' || name === 'nivelesTitulaciones'
        ? hasAnyDegree(ids)
        : inArray(columns[name], [...ids]);
  }
  return out;
}

/** Only active offers of validated, unblocked companies, still open, plus the filters asked. */
export function searchConditions(search: OfferSearch): SQL[] {
  const open = or(
    isNull(offers.fechaFinInscripcion),
    gte(offers.fechaFinInscripcion, search.today),
  );
  const conditions: (SQL | undefined)[] = [
    eq(offers.estado, offerStates.ACTIVE),
    isNull(offers.eliminadaAt),
    inArray(offers.familia, [...search.familias]),
    eq(companies.bloqueada, false),
    open,
    search.publishedSince ? gte(offers.fechaPublicacion, search.publishedSince) : undefined,
    search.startsFrom ? gte(offers.fechaInicio, search.startsFrom) : undefined,
    search.provincias ? inArray(offers.idProvincia, [...search.provincias]) : undefined,
    search.paraIntermediacion ? eq(offers.paraIntermediacion, true) : undefined,
    search.openToAll ? isNull(offers.nivelEstudiantes) : undefined,
    search.omitAppliedBy === undefined
      ? undefined
      : not(
          exists(
            sql`(select 1 from ${applications} where ${applications.offerId} = ${offers.id} and ${and(
              eq(applications.candidateId, search.omitAppliedBy),
              ne(applications.estado, WITHDRAWN),
            )})`,
          ),
        ),
    search.text ? textMatch(search.text) : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

const allConditions = (search: OfferSearch) =>
  and(...searchConditions(search), ...Object.values(facetConditions(search.facets)));

/** What a list shows of one offer: no description (a search's snippet reads it apart). */
export interface OfferListRow {
  id: number;
  familia: OfferFamily;
  titulo: string;
  curricular: boolean | null;
  estado: number;
  idProvincia: number | null;
  fechaPublicacion: Date;
  empresa: string;
}

/** The columns of a list row (offers joined to their company). */
export const listRowColumns = {
  id: offers.id,
  familia: offers.familia,
  titulo: offers.titulo,
  curricular: offers.curricular,
  estado: offers.estado,
  idProvincia: offers.idProvincia,
  fechaPublicacion: offers.fechaPublicacion,
  empresa: companies.nombreComercial,
};

const pageOffersQuery = preparedPerDatabase((db) =>
  db
    .select(listRowColumns)
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(sql`${offers.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('offer_list_page_rows'),
);

/**
 * An offer's list row, with its company's name: the same for every candidate,
 * so the service shares them until an offer or company changes. The read model holds most of
 * them already (it reads them with the offers it lists); this reads the ones it let go (with
 * the others asked at the same moment).
 */
export const pageOffer = rowByIdTogether(async (db: Db, ids: number[]) => {
  const rows: OfferListRow[] = await pageOffersQuery(db).execute({ ids });
  return new Map(rows.map((r) => [r.id, r]));
});

const pageDescriptionsQuery = preparedPerDatabase((db) =>
  db
    .select({ id: offers.id, descripcion: offers.descripcion })
    .from(offers)
    .where(sql`${offers.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('offer_list_page_descriptions'),
);

/** An offer's description (HTML), for a search's snippets (read with the others asked with it). */
export const pageDescription = rowByIdTogether(async (db: Db, ids: number[]) => {
  const rows = await pageDescriptionsQuery(db).execute({ ids });
  return new Map(rows.map((r) => [r.id, r.descripcion]));
});

/** My application to one offer of a page, with its documents still to sign (oldest first). */
export interface MyPageApplication {
  id: number;
  offerId: number;
  estado: number;
  pendienteFirma: boolean;
  unsigned: { id: number; nombre: string }[];
}

/** The state of one candidate for one page of offers (see candidatePageState). */
export interface CandidatePageState {
  conPracticas: boolean;
  conEmpleo: boolean;
  /** The latest offer change id when the state was read. */
  lastChange: number;
  /** Applications to the page's offers, by offer id. */
  mine: Map<number, MyPageApplication>;
}

/** Built once per database: a list request only binds its values (no SQL building, no parse). */
const candidatePageStatesQuery = preparedPerDatabase((db) => {
  const mine = sql<
    MyPageApplication[]
  >`coalesce((select json_agg(json_build_object('id', ${applications.id}, 'offerId', ${applications.offerId}, 'estado', ${applications.estado}, 'pendienteFirma', ${applications.pendienteFirma}, 'unsigned', ${unsignedDocumentsJson(applications.id)})) from ${applications} where ${applications.candidateId} = ${candidates.userId} and ${applications.offerId} = any(${sql.placeholder('ids')}::integer[])), '[]'::json)`;
  return db
    .select({
      userId: candidates.userId,
      conPracticas: candidates.conPracticas,
      conEmpleo: candidates.conEmpleo,
      lastChange: sql<string>`(select coalesce(max(${offerChanges.id}), 0) from ${offerChanges})`,
      mine,
    })
    .from(candidates)
    .where(sql`${candidates.userId} = any(${sql.placeholder('candidateIds')}::integer[])`)
    .prepare('offer_list_candidate_states');
});

/**
 * The states of the lists asked together, in one statement: each candidate's applications to the
 * offers of every page asked (a candidate keeps those of their own page) and one latest change.
 */
const candidatePageStatesTogether = readsTogether(
  async (db: Db, asked: readonly { candidateId: number; ids: readonly number[] }[]) => {
    const rows = await candidatePageStatesQuery(db).execute({
      candidateIds: [...new Set(asked.map((a) => a.candidateId))],
      ids: [...new Set(asked.flatMap((a) => a.ids))],
    });
    const byCandidate = new Map(rows.map((row) => [row.userId, row]));
    return asked.map(({ candidateId, ids }): CandidatePageState | null => {
      const row = byCandidate.get(candidateId);
      if (!row) {
        return null;
      }
      const page = new Set(ids);
      return {
        conPracticas: row.conPracticas,
        conEmpleo: row.conEmpleo,
        lastChange: Number(row.lastChange),
        mine: new Map(row.mine.filter((a) => page.has(a.offerId)).map((a) => [a.offerId, a])),
      };
    });
  },
);

/**
 * What a list request reads fresh: which families the candidate may see, the latest offer change
 * id (the read model must have applied it: see the service) and the candidate's applications to
 * the offers of the page with their unsigned documents. Read with the other lists asked in the
 * same turn, in one small round trip. Null for an unknown candidate.
 */
export function candidatePageState(
  db: Db,
  candidateId: number,
  ids: readonly number[],
): Promise<CandidatePageState | null> {
  return candidatePageStatesTogether(db, { candidateId, ids });
}

export async function countOffers(db: Db, search: OfferSearch): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(allConditions(search));
  return rows[0]?.n ?? 0;
}

const appliedOfferIdsQuery = preparedPerDatabase((db) =>
  db
    .select({ candidateId: applications.candidateId, offerId: applications.offerId })
    .from(applications)
    .where(
      and(
        sql`${applications.candidateId} = any(${sql.placeholder('candidateIds')}::integer[])`,
        ne(applications.estado, WITHDRAWN),
      ),
    )
    .prepare('offer_list_applied_ids'),
);

const appliedOfferIdsTogether = readsTogether(async (db: Db, candidateIds: readonly number[]) => {
  const rows = await appliedOfferIdsQuery(db).execute({
    candidateIds: [...new Set(candidateIds)],
  });
  const byCandidate = new Map<number, number[]>();
  for (const { candidateId, offerId } of rows) {
    const offerIds = byCandidate.get(candidateId);
    if (offerIds) {
      offerIds.push(offerId);
    } else {
      byCandidate.set(candidateId, [offerId]);
    }
  }
  return candidateIds.map((id) => byCandidate.get(id) ?? []);
});

/**
 * Offers the candidate has a live (not withdrawn) application to (read with the other lists
 * that ask it at the same moment).
 */
export function appliedOfferIds(db: Db, candidateId: number): Promise<number[]> {
  return appliedOfferIdsTogether(db, candidateId);
}

const candidateProfileQuery = preparedPerDatabase((db) =>
  db
    .select({ conPracticas: candidates.conPracticas, conEmpleo: candidates.conEmpleo })
    .from(candidates)
    .where(eq(candidates.userId, sql.placeholder('userId')))
    .prepare('offer_candidate_families'),
);

/** Which families a candidate may see (student internships and/or graduate offers). */
export async function findCandidateProfile(db: Db, userId: number) {
  const rows = await candidateProfileQuery(db).execute({ userId });
  return rows[0] ?? null;
}
