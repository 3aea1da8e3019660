import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  applications,
  applicationStateHistory,
  candidateDocuments,
  candidateLanguages,
  candidates,
  candidateStudies,
  offerDegrees,
  offerLanguages,
  offers,
  programmes,
} from '../db/schema.ts';
import { DAY_MS, spanishDay } from '../lib/dates.ts';
import { buildCandidate, buildCompany } from './builders.ts';

export const dayOffset = (days: number) => spanishDay(new Date(Date.now() + days * DAY_MS));

/** An active offer (student internship by default) of a new company, open to degree 36. */
export async function buildOffer(
  db: Db,
  overrides: Partial<typeof offers.$inferInsert> & {
    degrees?: number[];
    languages?: [number, number][];
    companyId?: number;
  } = {},
) {
  const { degrees = [36], languages = [], companyId, ...values } = overrides;
  const company = companyId ?? (await buildCompany(db)).company.id;
  const [offer] = await db
    .insert(offers)
    .values({
      companyId: company,
      familia: 'practicas',
      titulo: 'Oferta de prueba',
      descripcion: '<p>Descripción de prueba</p>',
      estado: 2,
      curricular: true,
      fechaFinInscripcion: dayOffset(30),
      fechaInicio: dayOffset(60),
      fechaFin: dayOffset(150),
      ...values,
    })
    .returning();
  if (!offer) {
    throw new Error('offer not built');
  }
  if (degrees.length > 0) {
    await db
      .insert(offerDegrees)
      .values(degrees.map((idTitulacion) => ({ offerId: offer.id, idTitulacion })));
  }
  if (languages.length > 0) {
    await db
      .insert(offerLanguages)
      .values(languages.map(([idIdioma, idNivel]) => ({ offerId: offer.id, idIdioma, idNivel })));
  }
  return offer;
}

/**
 * A student who passes every apply rule for a plain offer of degree 36: complete personal data
 * (DNI `X…T` from the user id, unless `dni` or `telefono` is given as null to leave it out), social
 * security number and its proof, 180 credits, English C1, Madrid.
 */
export async function buildEligibleStudent(
  db: Db,
  overrides: Parameters<typeof buildCandidate>[1] = {},
) {
  const user = await buildCandidate(db, overrides);
  await db
    .update(candidates)
    .set({
      ...(overrides.dni === null ? {} : { dni: `X${String(user.id).padStart(7, '0')}T` }),
      ...(overrides.telefono === null ? {} : { telefono: '600111222' }),
      fechaNacimiento: '2002-03-04',
      idProvincia: 28,
      idLocalidad: 28079,
      tienePermisoTrabajo: true,
    })
    .where(eq(candidates.userId, user.id));
  await db
    .update(candidateStudies)
    .set({ creditosSuperados: '180' })
    .where(eq(candidateStudies.candidateId, user.id));
  await db.insert(candidateLanguages).values({ candidateId: user.id, idIdioma: 2, idNivel: 5 });
  await addDocument(db, user.id, 2);
  return user;
}

export async function addDocument(db: Db, candidateId: number, idTipoDocumento: number) {
  await db.insert(candidateDocuments).values({
    candidateId,
    idTipoDocumento,
    nombre: 'documento.pdf',
    storageKey: '00000000-0000-0000-0000-000000000000.pdf',
    extension: 'pdf',
    mime: 'application/pdf',
    bytes: 100,
  });
}

/** An application in a state, with its history. */
export async function buildApplication(
  db: Db,
  offerId: number,
  candidateId: number,
  estados: number[] = [1],
  extra: Partial<typeof applications.$inferInsert> = {},
) {
  const [row] = await db
    .insert(applications)
    .values({ offerId, candidateId, estado: estados.at(-1) ?? 1, ...extra })
    .returning();
  if (!row) {
    throw new Error('application not built');
  }
  await db
    .insert(applicationStateHistory)
    .values(estados.map((estado) => ({ applicationId: row.id, estado, changedBy: candidateId })));
  return row;
}

export async function buildProgramme(
  db: Db,
  overrides: Partial<typeof programmes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(programmes)
    .values({
      slug: `programa-${String(Math.random()).slice(2, 10)}`,
      titulo: 'Programa de prueba',
      fechaInicio: dayOffset(-30),
      fechaFin: dayOffset(300),
      meses: 12,
      dedicacion: 80,
      ...overrides,
    })
    .returning();
  if (!row) {
    throw new Error('programme not built');
  }
  return row;
}

/** Rows of a table for a candidate, to assert that nothing was written. */
export const applicationsOf = (db: Db, candidateId: number) =>
  db.select().from(applications).where(eq(applications.candidateId, candidateId));
