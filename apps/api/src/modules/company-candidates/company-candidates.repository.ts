import { ApplicationState, documentTypesForCompanies } from '@portal/contracts';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { applications, applicationStateHistory } from '../applications/applications.table.ts';
import {
  candidateDocuments,
  candidates,
  candidateStudies,
  studyCounts,
} from '../candidates/candidates.table.ts';
import { companies } from '../companies/companies.table.ts';
import { offers } from '../offers/offers.table.ts';
import { users } from '../users/users.table.ts';
import type { PageWindow } from '../../lib/page-window.ts';

/** An offer of this company that it has not deleted. */
export async function findOwnedOffer(db: Db, companyId: number, offerId: number) {
  const rows = await db
    .select({ id: offers.id, titulo: offers.titulo })
    .from(offers)
    .where(
      and(eq(offers.id, offerId), eq(offers.companyId, companyId), isNull(offers.eliminadaAt)),
    );
  return rows[0];
}

export interface CandidateFilter {
  estado?: number;
  soloNoLeidos?: boolean;
  /** Just this application. */
  applicationId?: number;
  /** Just these applications (a batch of an export). */
  applicationIds?: readonly number[];
}

/** The application columns a candidate row shows. */
const applicationColumns = {
  id: applications.id,
  offerId: applications.offerId,
  candidateId: applications.candidateId,
  estado: applications.estado,
  leida: applications.leidaPorEmpresa,
  pendienteFirma: applications.pendienteFirma,
  createdAt: applications.createdAt,
};

/**
 * A candidate row: the application's columns (of the table, or of a page chosen in a subquery)
 * with the candidate's contact data and degrees and the application's last change of state.
 */
function candidateColumnsOf<A extends { id: SQLWrapper; candidateId: SQLWrapper }>(application: A) {
  return {
    ...application,
    /** When the application last changed state (its history's latest entry). */
    cambioEstado: sql<
      Date | string | null
    >`(select max(h.fecha) from application_state_history h where h.application_id = ${application.id})`,
    nombre: users.nombre,
    apellidos: users.apellidos,
    /** The contact email of the CV (the account's address until the candidate gives another). */
    email: sql<string>`coalesce(${candidates.emailContacto}, ${users.email})`,
    telefono: candidates.telefono,
    idProvincia: candidates.idProvincia,
    familia: offers.familia,
    /** The candidate's degrees, current ones first: read with the row, not in a query of its own. */
    degreeIds: sql<
      number[]
    >`coalesce((select array_agg(${candidateStudies.idTitulacion} order by ${candidateStudies.enCurso} desc, ${candidateStudies.id}) from ${candidateStudies} where ${candidateStudies.candidateId} = ${application.candidateId} and ${studyCounts}), '{}')`,
  };
}

const candidateColumns = candidateColumnsOf(applicationColumns);

/** The conditions of the list: an offer's live applications, by state or unread ones. */
function listConditions(
  offerId: number | SQLWrapper,
  filter: { estado?: number | SQLWrapper | undefined; soloNoLeidos?: boolean | undefined },
): SQL | undefined {
  return and(
    eq(applications.offerId, offerId),
    ne(applications.estado, ApplicationState.WITHDRAWN),
    filter.estado === undefined ? undefined : eq(applications.estado, filter.estado),
    filter.soloNoLeidos ? eq(applications.leidaPorEmpresa, false) : undefined,
  );
}

/**
 * The live applications of an offer (withdrawn ones are the candidate's business only), newest
 * first, filtered by state or to the unread ones.
 */
export function listCandidates(db: Db, offerId: number, filter: CandidateFilter = {}) {
  const conditions: (SQL | undefined)[] = [
    listConditions(offerId, filter),
    filter.applicationId === undefined ? undefined : eq(applications.id, filter.applicationId),
    filter.applicationIds === undefined
      ? undefined
      : inArray(applications.id, [...filter.applicationIds]),
  ];
  return db
    .select(candidateColumns)
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .innerJoin(candidates, eq(candidates.userId, applications.candidateId))
    .where(and(...conditions))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

/** The list's conditions with its values left to bind: the offer and, when filtered, the state. */
function listConditionsToBind(byState: boolean, unread: boolean) {
  return listConditions(sql.placeholder('offerId'), {
    ...(byState ? { estado: sql.placeholder('estado') } : {}),
    soloNoLeidos: unread,
  });
}

/**
 * One page of the list, each row carrying the length of the whole filtered list: one round trip
 * for any length. The page is chosen on the applications alone (newest first, by index); only its
 * rows are joined and get their degrees and last change. Prepared once per database for each of
 * the four filters (by state or not, unread only or not): a page only binds its values.
 */
function buildCandidatesPage(db: Db, byState: boolean, unread: boolean) {
  const total = db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(listConditionsToBind(byState, unread));
  const chosen = db
    .select(applicationColumns)
    .from(applications)
    .where(listConditionsToBind(byState, unread))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('chosen');
  const page = db
    .select({
      ...candidateColumnsOf(chosen._.selectedFields),
      total: sql<number>`(${total})`,
    })
    .from(chosen)
    .innerJoin(offers, eq(offers.id, chosen.offerId))
    .innerJoin(users, eq(users.id, chosen.candidateId))
    .innerJoin(candidates, eq(candidates.userId, chosen.candidateId))
    .orderBy(desc(chosen.createdAt), desc(chosen.id));
  const name = `company_candidates_page_${byState ? 'state' : 'any'}_${unread ? 'unread' : 'all'}`;
  return { page: page.prepare(name), total: total.prepare(`${name}_total`) };
}

const candidatesPageQueries = {
  all: preparedPerDatabase((db) => buildCandidatesPage(db, false, false)),
  unread: preparedPerDatabase((db) => buildCandidatesPage(db, false, true)),
  byState: preparedPerDatabase((db) => buildCandidatesPage(db, true, false)),
  byStateUnread: preparedPerDatabase((db) => buildCandidatesPage(db, true, true)),
};

/** One page of the list and the length of the whole filtered list. */
export async function candidatesPage(
  db: Db,
  offerId: number,
  filter: CandidateFilter,
  page: PageWindow,
) {
  const byState = filter.estado !== undefined;
  const unread = filter.soloNoLeidos === true;
  const query = byState
    ? unread
      ? candidatesPageQueries.byStateUnread
      : candidatesPageQueries.byState
    : unread
      ? candidatesPageQueries.unread
      : candidatesPageQueries.all;
  const { page: pageQuery, total } = query(db);
  const values = { offerId, ...(byState ? { estado: filter.estado } : {}) };
  const rows = await pageQuery.execute({ ...values, limit: page.limit, offset: page.offset });
  // Past the last page there is no row to carry the length: it is then read alone.
  if (rows.length > 0 || page.offset === 0) {
    return { rows, total: rows[0]?.total ?? 0 };
  }
  const [count] = await total.execute(values);
  return { rows, total: count?.n ?? 0 };
}

export type CandidateRow = Awaited<ReturnType<typeof listCandidates>>[number];

/** The ids of the list above, in its order (an export reads the rows by batches of these). */
export async function candidateIds(db: Db, offerId: number, filter: CandidateFilter = {}) {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(listConditions(offerId, filter))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return Int32Array.from(rows, (r) => r.id);
}

/**
 * A live application to an offer of this company, with the offer and the company's name
 * (undefined for anyone else's, for a deleted offer and for a withdrawn application).
 */
export async function findOwnedApplication(db: Db, companyId: number, applicationId: number) {
  const rows = await db
    .select({
      ...candidateColumns,
      tituloOferta: offers.titulo,
      empresa: companies.nombreComercial,
    })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .innerJoin(candidates, eq(candidates.userId, applications.candidateId))
    .where(
      and(
        eq(applications.id, applicationId),
        eq(offers.companyId, companyId),
        isNull(offers.eliminadaAt),
        ne(applications.estado, ApplicationState.WITHDRAWN),
      ),
    );
  return rows[0];
}

export type OwnedApplication = NonNullable<Awaited<ReturnType<typeof findOwnedApplication>>>;

export async function markRead(db: Db, applicationId: number) {
  await db
    .update(applications)
    .set({ leidaPorEmpresa: true })
    .where(eq(applications.id, applicationId));
}

/**
 * Moves an application from `from` to `to` (the company has then read it) and records the change;
 * false when its state changed meanwhile (nothing written).
 */
/**
 * What the company's CV view adds to the candidate's CV: the application's history and the
 * candidate's files companies may open.
 */
export async function findCvExtras(db: Db, candidateId: number, applicationId: number) {
  const [history, documents] = await Promise.all([
    db
      .select({
        estado: applicationStateHistory.estado,
        fecha: applicationStateHistory.fecha,
        comentario: applicationStateHistory.comentario,
      })
      .from(applicationStateHistory)
      .where(eq(applicationStateHistory.applicationId, applicationId))
      .orderBy(asc(applicationStateHistory.fecha), asc(applicationStateHistory.id)),
    db
      .select({
        id: candidateDocuments.id,
        idTipoDocumento: candidateDocuments.idTipoDocumento,
        nombre: candidateDocuments.nombre,
        bytes: candidateDocuments.bytes,
      })
      .from(candidateDocuments)
      .where(
        and(
          eq(candidateDocuments.candidateId, candidateId),
          inArray(candidateDocuments.idTipoDocumento, [...documentTypesForCompanies]),
        ),
      )
      .orderBy(asc(candidateDocuments.idTipoDocumento), desc(candidateDocuments.createdAt)),
  ]);
  return { history, documents };
}

/** A document of the candidate that companies may see (undefined for any other). */
export async function findSharedDocument(db: Db, candidateId: number, documentId: number) {
  const rows = await db
    .select()
    .from(candidateDocuments)
    .where(
      and(
        eq(candidateDocuments.id, documentId),
        eq(candidateDocuments.candidateId, candidateId),
        inArray(candidateDocuments.idTipoDocumento, [...documentTypesForCompanies]),
      ),
    );
  return rows[0];
}
