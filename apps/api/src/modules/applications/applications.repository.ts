import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { candidates } from '../candidates/candidates.table.ts';
import { companies } from '../companies/companies.table.ts';
import { offers, type OfferFamily } from '../offers/offers.table.ts';
import { activeApplicationStates } from '@portal/contracts';
import { unsignedDocumentsJson } from '../signatures/signatures.repository.ts';
import { applications, applicationStateHistory } from './applications.table.ts';
import { likeContaining } from '../../lib/sql-search.ts';
import { queryRows } from '../../db/sql-rows.ts';
import type { PageWindow } from '../../lib/page-window.ts';

/** Locks the candidate's row: applications of one candidate are decided one at a time. */
export async function lockCandidate(tx: Db, candidateId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: candidates.userId })
    .from(candidates)
    .where(eq(candidates.userId, candidateId))
    .for('update');
  return rows.length > 0;
}

export async function findByOffer(db: Db, candidateId: number, offerId: number) {
  const rows = await db
    .select()
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), eq(applications.offerId, offerId)));
  return rows[0] ?? null;
}

export async function countActive(db: Db, candidateId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(applications)
    .where(
      and(
        eq(applications.candidateId, candidateId),
        inArray(applications.estado, [...activeApplicationStates]),
      ),
    );
  return rows[0]?.n ?? 0;
}

/** Offer ids of the candidate's live applications that belong to a programme. */
export async function activeProgrammeIds(db: Db, candidateId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: offers.idPrograma })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .where(
      and(
        eq(applications.candidateId, candidateId),
        inArray(applications.estado, [...activeApplicationStates]),
      ),
    );
  return rows.flatMap((r) => (r.id === null ? [] : [r.id]));
}

/** What applying decides on: the application to the offer, the live ones, the next order. */
// A type rather than an interface, so that a raw statement's row (a record of unknowns) converts to it.
export type ApplyingStanding = {
  existing: { id: number; estado: number } | null;
  active: number;
  nextOrder: number;
};

/**
 * What applying decides on, read in one statement under the candidate's lock (`lockCandidate`
 * first, in a statement of its own: a statement's snapshot is taken before it waits for a lock,
 * so reads joined to the locking one would miss what the lock's holder wrote): the candidate's
 * application to the offer, how many are live, and the order a new one takes.
 */
export async function applyingStanding(
  tx: Db,
  candidateId: number,
  offerId: number,
): Promise<ApplyingStanding> {
  const [row] = await queryRows(
    tx,
    sql`select
      (select json_build_object('id', id, 'estado', estado) from ${applications}
        where candidate_id = ${candidateId} and offer_id = ${offerId}) as existing,
      (select count(*)::integer from ${applications}
        where candidate_id = ${candidateId}
          and estado in ${[...activeApplicationStates]}) as active,
      (select coalesce(max(orden), 0) + 1 from ${applications}
        where candidate_id = ${candidateId})::integer as "nextOrder"`,
  );
  return row as ApplyingStanding;
}

export const historyOf = (db: Db, applicationId: number) =>
  db
    .select()
    .from(applicationStateHistory)
    .where(eq(applicationStateHistory.applicationId, applicationId))
    .orderBy(asc(applicationStateHistory.fecha), asc(applicationStateHistory.id));

const itemColumns = {
  id: applications.id,
  offerId: applications.offerId,
  estado: applications.estado,
  orden: applications.orden,
  pendienteFirma: applications.pendienteFirma,
  idMotivoRechazo: applications.idMotivoRechazo,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  titulo: offers.titulo,
  familia: offers.familia,
  curricular: offers.curricular,
  idProvincia: offers.idProvincia,
  empresa: companies.nombreComercial,
  unsigned: unsignedDocumentsJson(applications.id),
};

export interface MyApplicationsFilter {
  candidateId: number;
  familias: readonly OfferFamily[];
  estados?: readonly number[];
  text?: string;
  applicationId?: number;
}

function myConditions(filter: MyApplicationsFilter): SQL | undefined {
  const pattern = filter.text ? likeContaining(filter.text) : null;
  return and(
    eq(applications.candidateId, filter.candidateId),
    inArray(offers.familia, [...filter.familias]),
    filter.estados && filter.estados.length > 0
      ? inArray(applications.estado, [...filter.estados])
      : undefined,
    filter.applicationId === undefined ? undefined : eq(applications.id, filter.applicationId),
    pattern
      ? or(
          sql`f_unaccent(${offers.titulo}) ilike f_unaccent(${pattern})`,
          ilike(companies.nombreComercial, pattern),
        )
      : undefined,
  );
}

/** The candidate's applications with their offers and companies: the rows, or their number. */
const mineJoined = (db: Db) =>
  db
    .select(itemColumns)
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(companies, eq(companies.id, offers.companyId));
const mineCounted = (db: Db) =>
  db
    .select({ n: count() })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(companies, eq(companies.id, offers.companyId));
// A page's rows carry the length of the whole filtered list (counted before the limit), so a page
// and its total are one statement.
const minePaged = (db: Db) =>
  db
    .select({ ...itemColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(companies, eq(companies.id, offers.companyId));

/** A filter of families only (the lists as they open): its page is prepared once. */
const isPlain = (filter: MyApplicationsFilter) =>
  !filter.estados?.length && !filter.text && filter.applicationId === undefined;

const plainConditions = () =>
  and(
    eq(applications.candidateId, sql.placeholder('candidateId')),
    sql`${offers.familia} = any(${sql.placeholder('familias')}::text[])`,
  );

/**
 * The applications still in play first, by the candidate's preference; the ended ones (withdrawn,
 * discarded, closed…) after them, which a preference no longer concerns.
 */
const byPreference = [
  asc(
    sql`case when ${applications.estado} in (${sql.join(
      activeApplicationStates.map((estado) => sql.raw(String(estado))),
      sql`, `,
    )}) then 0 else 1 end`,
  ),
  asc(applications.orden),
  desc(applications.id),
];

const plainPageQuery = preparedPerDatabase((db) =>
  minePaged(db)
    .where(plainConditions())
    .orderBy(...byPreference)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('my_applications_page'),
);

/** The candidate's applications in order of preference (then newest first), unsigned documents included. */
export function listMine(db: Db, filter: MyApplicationsFilter) {
  return mineJoined(db)
    .where(myConditions(filter))
    .orderBy(...byPreference);
}

export type ApplicationItemRow = Awaited<ReturnType<typeof listMine>>[number];

/** One page of the candidate's applications and the length of the whole filtered list. */
export async function pageOfMine(
  db: Db,
  filter: MyApplicationsFilter,
  page: PageWindow,
): Promise<{ rows: ApplicationItemRow[]; total: number }> {
  const rows = isPlain(filter)
    ? await plainPageQuery(db).execute({
        candidateId: filter.candidateId,
        familias: [...filter.familias],
        ...page,
      })
    : await minePaged(db)
        .where(myConditions(filter))
        .orderBy(...byPreference)
        .limit(page.limit)
        .offset(page.offset);
  const first = rows[0];
  if (first !== undefined) {
    return { rows, total: first.total };
  }
  // A page past the end has no row to carry the total.
  return { rows, total: page.offset === 0 ? 0 : await countMine(db, filter) };
}

async function countMine(db: Db, filter: MyApplicationsFilter): Promise<number> {
  const rows = await mineCounted(db).where(myConditions(filter));
  return rows[0]?.n ?? 0;
}

/** Ids of the candidate's applications among these (to check ownership before reordering). */
export async function ownedIds(db: Db, candidateId: number, ids: readonly number[]) {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), inArray(applications.id, [...ids])));
  return rows.map((r) => r.id);
}

/** Sets the order of preference of a candidate's applications (1 for the first id) in one statement. */
export async function setOrder(db: Db, candidateId: number, ids: readonly number[]) {
  if (ids.length === 0) {
    return;
  }
  const cases = ids.map((id, i) => sql`when ${id}::int then ${i + 1}::int`);
  await db
    .update(applications)
    .set({ orden: sql`case ${applications.id} ${sql.join(cases, sql` `)} end` })
    .where(and(inArray(applications.id, [...ids]), eq(applications.candidateId, candidateId)));
}
