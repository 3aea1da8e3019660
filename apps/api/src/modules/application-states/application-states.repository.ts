import { and, eq, inArray, sql } from 'drizzle-orm';
import { activeApplicationStates } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
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

export async function insertApplication(
  tx: Db,
  values: { offerId: number; candidateId: number; orden: number; estado: number },
) {
  const [row] = await tx.insert(applications).values(values).returning({ id: applications.id });
  if (!row) {
    throw new Error('application not inserted');
  }
  return row.id;
}

export async function updateApplication(
  tx: Db,
  id: number,
  values: {
    estado?: number;
    idMotivoRechazo?: number | null;
    pendienteFirma?: boolean;
    leidaPorEmpresa?: boolean;
  },
  touch: boolean,
) {
  if (!touch && Object.keys(values).length === 0) {
    return;
  }
  await tx
    .update(applications)
    .set({ ...values, ...(touch ? { updatedAt: sql`now()` } : {}) })
    .where(eq(applications.id, id));
}

export async function addHistory(
  tx: Db,
  values: {
    applicationId: number;
    estado: number;
    changedBy: number;
    idMotivo: number | null;
    comentario: string | null;
  },
) {
  await tx.insert(applicationStateHistory).values(values);
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
