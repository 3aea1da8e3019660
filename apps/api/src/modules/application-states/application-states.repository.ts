import { and, eq, inArray, sql } from 'drizzle-orm';
import { activeApplicationStates } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { applications, applicationStateHistory } from '../applications/applications.table.ts';
import { offers } from '../offers/offers.table.ts';

/**
 * The application and its offer, its row locked until the transaction ends (SELECT … FOR UPDATE
 * OF applications): two changes of one application are decided one after the other, each on the
 * state the other left.
 */
export async function lockApplication(tx: Db, applicationId: number) {
  const rows = await tx
    .select({
      id: applications.id,
      offerId: applications.offerId,
      candidateId: applications.candidateId,
      estado: applications.estado,
      pendienteFirma: applications.pendienteFirma,
      oferta: offers.titulo,
      familia: offers.familia,
    })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .where(eq(applications.id, applicationId))
    .for('update', { of: applications });
  return rows[0];
}

export type LockedApplication = NonNullable<Awaited<ReturnType<typeof lockApplication>>>;

/** The history row a change of state writes: who made it, with which reason or message. */
export interface HistoryEntry {
  changedBy: number;
  idMotivo: number | null;
  comentario: string | null;
}

const lockedColumns = sql`id, offer_id as "offerId", candidate_id as "candidateId", estado,
  pendiente_firma as "pendienteFirma"`;

/**
 * A new application, its first history row and the offer's title and family, in one statement
 * (each statement of a write's transaction is a round trip the database is woken for). The new
 * row needs no lock: no other transaction sees it before the commit.
 */
export async function insertApplication(
  tx: Db,
  values: {
    offerId: number;
    candidateId: number;
    orden: number;
    estado: number;
    pendienteFirma: boolean;
  },
  history: HistoryEntry,
): Promise<LockedApplication> {
  const rows = await queryRows(
    tx,
    sql`with created as (
      insert into ${applications} (offer_id, candidate_id, orden, estado, pendiente_firma)
      values (${values.offerId}, ${values.candidateId}, ${values.orden}, ${values.estado},
        ${values.pendienteFirma})
      returning ${lockedColumns}
    ), history as (
      insert into ${applicationStateHistory}
        (application_id, estado, changed_by, id_motivo, comentario)
      select "id", estado, ${history.changedBy}, ${history.idMotivo}::integer,
        ${history.comentario}::text
      from created
    )
    select created.*, ${offers.titulo} as oferta, ${offers.familia} as familia
    from created join ${offers} on ${offers.id} = created."offerId"`,
  );
  const row = rows[0];
  if (!row) {
    throw new Error('application not inserted');
  }
  return row as LockedApplication;
}

/**
 * Writes the application's new state (and flags) with its history row, in one statement; the
 * row is the one `lockApplication` locked.
 */
export async function moveApplication(
  tx: Db,
  id: number,
  values: {
    estado: number;
    idMotivoRechazo: number | null;
    pendienteFirma?: boolean;
    leidaPorEmpresa?: boolean;
  },
  history: HistoryEntry,
) {
  const update = tx
    .update(applications)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(applications.id, id))
    .returning({ id: applications.id });
  // A query builder in the template comes in its own parentheses, as the CTE wants it.
  await tx.execute(sql`with moved as ${update}
    insert into ${applicationStateHistory}
      (application_id, estado, changed_by, id_motivo, comentario)
    select moved.id, ${values.estado}, ${history.changedBy}, ${history.idMotivo}::integer,
      ${history.comentario}::text
    from moved`);
}

/** A change of flags only (the state stays, no history row). */
export async function updateFlags(
  tx: Db,
  id: number,
  values: { pendienteFirma?: boolean; leidaPorEmpresa?: boolean },
) {
  if (Object.keys(values).length === 0) {
    return;
  }
  await tx.update(applications).set(values).where(eq(applications.id, id));
}

/** Ids of the offer's open applications (1–5 and 16), in id order (the order they are locked). */
export async function openApplicationIds(tx: Db, offerId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.offerId, offerId),
        inArray(applications.estado, [...activeApplicationStates]),
      ),
    )
    .orderBy(applications.id);
  return rows.map((r) => r.id);
}

/** The candidate's applications to these offers (for offer list items and sheets). */
export const mineForOffers = (db: Db, candidateId: number, offerIds: readonly number[]) =>
  offerIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: applications.id,
          offerId: applications.offerId,
          estado: applications.estado,
          pendienteFirma: applications.pendienteFirma,
        })
        .from(applications)
        .where(
          and(
            eq(applications.candidateId, candidateId),
            inArray(applications.offerId, [...offerIds]),
          ),
        );
