import { ApplicationState, offerStates, type StaffOfferListQuery } from '@portal/contracts';
import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listOrderBy, textOrder } from '../../lib/list-order.ts';
import { applications } from '../applications/applications.table.ts';
import { companies } from '../companies/companies.table.ts';
import type { PageWindow } from '../../lib/page-window.ts';
import { offers, type OfferFamily } from '../offers/offers.table.ts';
import { containsWord, searchWords } from '../../lib/sql-search.ts';

export interface StaffOfferSearch {
  estado?: number;
  familia?: OfferFamily;
  titulo?: string;
  /** Words of the company's trade name, or its CIF. */
  empresa?: string;
  idEmpresa?: number;
  /** Only pending offers whose company was asked for changes. */
  cambios?: boolean;
  /** Pending work is shown oldest first; everything else newest first. */
  oldestFirst?: boolean;
  /** The column the list is sorted by, before the order above. */
  orden?: StaffOfferListQuery['orden'];
}

function conditions(search: StaffOfferSearch): SQL | undefined {
  return and(
    isNull(offers.eliminadaAt),
    search.estado === undefined ? undefined : eq(offers.estado, search.estado),
    search.familia === undefined ? undefined : eq(offers.familia, search.familia),
    search.idEmpresa === undefined ? undefined : eq(offers.companyId, search.idEmpresa),
    search.cambios
      ? and(eq(offers.estado, offerStates.PENDING), isNotNull(offers.cambiosSolicitados))
      : undefined,
    ...searchWords(search.titulo).map((w) => containsWord(offers.titulo, w)),
    ...searchWords(search.empresa).map((w) =>
      or(
        containsWord(companies.nombreComercial, w),
        eq(sql`upper(${companies.cif})`, w.toUpperCase()),
      ),
    ),
  );
}

const liveApplications = sql<number>`(select count(*) from ${applications} where ${applications.offerId} = ${offers.id} and ${applications.estado} <> ${ApplicationState.WITHDRAWN})`;

export function listOffers(db: Db, search: StaffOfferSearch, page?: PageWindow) {
  const order = listOrderBy(
    search.orden,
    {
      oferta: textOrder(offers.titulo),
      empresa: textOrder(companies.nombreComercial),
      fecha: offers.fechaPublicacion,
      candidatos: liveApplications,
    },
    search.oldestFirst
      ? [asc(offers.createdAt), asc(offers.id)]
      : [desc(offers.fechaPublicacion), desc(offers.id)],
  );
  return db
    .select({
      id: offers.id,
      titulo: offers.titulo,
      familia: offers.familia,
      estado: offers.estado,
      fechaPublicacion: offers.fechaPublicacion,
      fechaFinInscripcion: offers.fechaFinInscripcion,
      motivoRechazo: offers.motivoRechazo,
      cambiosSolicitados: offers.cambiosSolicitados,
      companyId: companies.id,
      empresa: companies.nombreComercial,
      cif: companies.cif,
      empresaValidada: companies.validada,
      numCandidatos: liveApplications.mapWith(Number),
    })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(conditions(search))
    .orderBy(...order)
    .limit(page?.limit ?? 100_000)
    .offset(page?.offset ?? 0);
}

export type StaffOfferRow = Awaited<ReturnType<typeof listOffers>>[number];

export async function countOffers(db: Db, search: StaffOfferSearch): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(conditions(search));
  return rows[0]?.n ?? 0;
}

/**
 * Records the staff's decision on a pending offer; undefined when it is no longer pending (someone
 * decided first, or the company deleted it). Validation publishes it now.
 */
export async function decideOffer(
  tx: Db,
  offerId: number,
  decision: { estado: number; motivoRechazo: string | null; staffId: number },
) {
  const published = decision.estado === offerStates.ACTIVE ? { fechaPublicacion: sql`now()` } : {};
  const rows = await tx
    .update(offers)
    .set({
      estado: decision.estado,
      motivoRechazo: decision.motivoRechazo,
      validadaPor: decision.staffId,
      fechaValidacion: sql`now()`,
      updatedAt: sql`now()`,
      ...published,
    })
    .where(
      and(
        eq(offers.id, offerId),
        eq(offers.estado, offerStates.PENDING),
        isNull(offers.eliminadaAt),
      ),
    )
    .returning();
  return rows[0];
}
