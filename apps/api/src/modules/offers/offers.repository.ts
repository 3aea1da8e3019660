import { and, count, desc, eq, gte, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidates } from '../candidates/candidates.table.ts';
import { companies } from '../companies/companies.table.ts';
import { offers, offerStates, type OfferFamily } from './offers.table.ts';

/**
 * What a candidate's offer search asks for. Filters and free-text search (issue 4) are added here
 * as optional members, each turned into one SQL condition by `searchConditions`.
 */
export interface OfferSearch {
  /** Families the candidate may see and asked for (never empty: the service checks). */
  familias: readonly OfferFamily[];
  /** Today in Spain (YYYY-MM-DD): offers whose application deadline is past are left out. */
  today: string;
}

export interface Page {
  limit: number;
  offset: number;
}

/** Only active offers of validated, unblocked companies, still open for applications. */
export function searchConditions(search: OfferSearch): SQL[] {
  const open = or(
    isNull(offers.fechaFinInscripcion),
    gte(offers.fechaFinInscripcion, search.today),
  );
  return [
    eq(offers.estado, offerStates.ACTIVE),
    inArray(offers.familia, [...search.familias]),
    eq(companies.bloqueada, false),
    ...(open ? [open] : []),
  ];
}

const listColumns = {
  id: offers.id,
  familia: offers.familia,
  titulo: offers.titulo,
  curricular: offers.curricular,
  estado: offers.estado,
  idProvincia: offers.idProvincia,
  fechaPublicacion: offers.fechaPublicacion,
  empresa: companies.nombreComercial,
};

/** One page of matching offers, newest first (ties by id, so pages never overlap). */
export function searchOffers(db: Db, search: OfferSearch, page: Page) {
  return db
    .select(listColumns)
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(and(...searchConditions(search)))
    .orderBy(desc(offers.fechaPublicacion), desc(offers.id))
    .limit(page.limit)
    .offset(page.offset);
}

export type OfferListRow = Awaited<ReturnType<typeof searchOffers>>[number];

export async function countOffers(db: Db, search: OfferSearch): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(and(...searchConditions(search)));
  return rows[0]?.n ?? 0;
}

/** Which families a candidate may see (student internships and/or graduate offers). */
export async function findCandidateProfile(db: Db, userId: number) {
  const rows = await db
    .select({ conPracticas: candidates.conPracticas, conEmpleo: candidates.conEmpleo })
    .from(candidates)
    .where(eq(candidates.userId, userId));
  return rows[0] ?? null;
}
