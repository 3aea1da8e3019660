import { ApplicationState } from '@portal/contracts';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../applications/applications.table.ts';
import { companies } from '../companies/companies.table.ts';
import { offerDegrees, offerLanguages, offers, offerStates } from '../offers/offers.table.ts';
import { programmeCompanyAdhesions, programmes } from '../programmes/programmes.table.ts';
import { offerComputerSkills } from './company-offers.table.ts';

export type OfferInsert = typeof offers.$inferInsert;

export interface OfferRelations {
  degreeIds: number[];
  languages: { idIdioma: number; idNivel: number }[];
  skillIds: number[];
}

/** An offer of this company that it has not deleted (undefined for any other company's offer). */
export async function findOwnedOffer(db: Db, companyId: number, offerId: number) {
  const rows = await db
    .select()
    .from(offers)
    .where(
      and(eq(offers.id, offerId), eq(offers.companyId, companyId), isNull(offers.eliminadaAt)),
    );
  return rows[0];
}

export async function findCompany(db: Db, companyId: number) {
  const rows = await db
    .select({
      id: companies.id,
      nombreComercial: companies.nombreComercial,
      validada: companies.validada,
      bloqueada: companies.bloqueada,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return rows[0];
}

export async function findActiveProgramme(db: Db, id: number) {
  const rows = await db
    .select()
    .from(programmes)
    .where(and(eq(programmes.id, id), eq(programmes.activo, true)));
  return rows[0];
}

/** A company's adhesion that lets its offers belong to the programme: asked and not rejected. */
const joinedBy = (companyId: number) =>
  and(
    eq(programmeCompanyAdhesions.programmeId, programmes.id),
    eq(programmeCompanyAdhesions.companyId, companyId),
    ne(programmeCompanyAdhesions.estado, 'rechazada'),
  );

/** Whether the company has joined the programme (asked and not rejected). */
export async function hasJoinedProgramme(db: Db, companyId: number, programmeId: number) {
  const rows = await db
    .select({ id: programmes.id })
    .from(programmes)
    .innerJoin(programmeCompanyAdhesions, joinedBy(companyId))
    .where(eq(programmes.id, programmeId));
  return rows.length > 0;
}

/** Active programmes the company has joined, by title (what its internship offers may belong to). */
export async function listJoinedProgrammes(db: Db, companyId: number) {
  return db
    .select({
      id: programmes.id,
      titulo: programmes.titulo,
      dedicacion: programmes.dedicacion,
      meses: programmes.meses,
      meses2: programmes.meses2,
    })
    .from(programmes)
    .innerJoin(programmeCompanyAdhesions, joinedBy(companyId))
    .where(eq(programmes.activo, true))
    .orderBy(programmes.titulo);
}

export async function findRelations(db: Db, offerId: number): Promise<OfferRelations> {
  const [degrees, languages, skills] = await Promise.all([
    db
      .select({ id: offerDegrees.idTitulacion })
      .from(offerDegrees)
      .where(eq(offerDegrees.offerId, offerId))
      .orderBy(offerDegrees.idTitulacion),
    db
      .select({ idIdioma: offerLanguages.idIdioma, idNivel: offerLanguages.idNivel })
      .from(offerLanguages)
      .where(eq(offerLanguages.offerId, offerId))
      .orderBy(offerLanguages.idIdioma),
    db
      .select({ id: offerComputerSkills.idProgramaInformatico })
      .from(offerComputerSkills)
      .where(eq(offerComputerSkills.offerId, offerId))
      .orderBy(offerComputerSkills.idProgramaInformatico),
  ]);
  return {
    degreeIds: degrees.map((d) => d.id),
    languages,
    skillIds: skills.map((s) => s.id),
  };
}

export async function insertOffer(tx: Db, values: OfferInsert) {
  const [row] = await tx.insert(offers).values(values).returning();
  if (!row) {
    throw new Error('offer not inserted');
  }
  return row;
}

/** Writes the degrees, languages and computer skills of a new offer (inside the caller's tx). */
export async function insertRelations(tx: Db, offerId: number, relations: OfferRelations) {
  if (relations.degreeIds.length > 0) {
    await tx
      .insert(offerDegrees)
      .values(relations.degreeIds.map((idTitulacion) => ({ offerId, idTitulacion })));
  }
  if (relations.languages.length > 0) {
    await tx.insert(offerLanguages).values(relations.languages.map((l) => ({ offerId, ...l })));
  }
  if (relations.skillIds.length > 0) {
    await tx
      .insert(offerComputerSkills)
      .values(
        relations.skillIds.map((idProgramaInformatico) => ({ offerId, idProgramaInformatico })),
      );
  }
}

/**
 * Replaces the degrees, languages and computer skills of an existing offer (inside the caller's
 * tx). The three deletes go as one statement: each statement is a round trip to the database.
 */
export async function replaceRelations(tx: Db, offerId: number, relations: OfferRelations) {
  await tx.execute(sql`with degrees as (
      delete from ${offerDegrees} where ${offerDegrees.offerId} = ${offerId}
    ), languages as (
      delete from ${offerLanguages} where ${offerLanguages.offerId} = ${offerId}
    )
    delete from ${offerComputerSkills} where ${offerComputerSkills.offerId} = ${offerId}`);
  await insertRelations(tx, offerId, relations);
}

/** Updates a pending offer; returns undefined when it stopped being pending meanwhile. */
export async function updatePendingOffer(tx: Db, offerId: number, values: Partial<OfferInsert>) {
  const rows = await tx
    .update(offers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(offers.id, offerId), eq(offers.estado, offerStates.PENDING)))
    .returning();
  return rows[0];
}

/** Closes a pending or active offer (3); undefined when it was already closed or rejected. */
export async function closeOfferRow(tx: Db, offerId: number) {
  const rows = await tx
    .update(offers)
    .set({ estado: offerStates.CLOSED, fechaCierre: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(offers.id, offerId), eq(offers.estado, offerStates.ACTIVE)))
    .returning();
  return rows[0];
}

/** Hides a deleted offer from every list; a live one is closed at the same time. */
export async function markDeleted(tx: Db, offerId: number, estado: number) {
  const closing = estado === offerStates.PENDING || estado === offerStates.ACTIVE;
  const rows = await tx
    .update(offers)
    .set({
      eliminadaAt: sql`now()`,
      updatedAt: sql`now()`,
      ...(closing ? { estado: offerStates.CLOSED, fechaCierre: sql`now()` } : {}),
    })
    .where(and(eq(offers.id, offerId), isNull(offers.eliminadaAt)))
    .returning({ id: offers.id });
  return rows.length > 0;
}

/** Live (not withdrawn) applications of the offer: total, unread, and per state. */
export async function candidateCounts(db: Db, offerId: number) {
  const rows = await db
    .select({
      estado: applications.estado,
      total: count(),
      unread: sql<number>`count(*) filter (where not ${applications.leidaPorEmpresa})`.mapWith(
        Number,
      ),
    })
    .from(applications)
    .where(
      and(eq(applications.offerId, offerId), ne(applications.estado, ApplicationState.WITHDRAWN)),
    )
    .groupBy(applications.estado)
    .orderBy(applications.estado);
  return rows;
}
