import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  applications,
  applicationStateHistory,
  candidateStudies,
  companies,
  users,
} from '../../db/schema.ts';
import { addMembership, buildCompleteCompany } from '../build-companies.ts';
import { DAY_MS } from '../../lib/dates.ts';

/** A short random word that makes a built email, slug or name unique. */
export const tag = () => randomBytes(4).toString('hex');

/** Gives a built user the test's name (and their company its trade name). */
export async function setPerson(
  db: Db,
  userId: number,
  person: { nombre: string; apellidos: string },
  company?: { companyId: number; nombreComercial: string },
) {
  await db
    .update(users)
    .set({ nombre: person.nombre, apellidos: person.apellidos })
    .where(eq(users.id, userId));
  if (company) {
    await db
      .update(companies)
      .set({ nombreComercial: company.nombreComercial })
      .where(eq(companies.id, company.companyId));
  }
}

/** A finished degree (43, 240 credits) beside the studies in progress: a graduate studying again. */
export async function addFinishedDegree(db: Db, candidateId: number) {
  await db
    .insert(candidateStudies)
    .values({ candidateId, idTitulacion: 43, enCurso: false, creditosSuperados: '240' });
}

/** Another complete, validated company, with the user as a member too. */
export async function addCompanyOf(db: Db, userId: number, nombreComercial: string) {
  const { company } = await buildCompleteCompany(db, { nombreComercial });
  await addMembership(db, userId, company.id, {
    cargo: 'Responsable de selección',
    telefono: '911111111',
  });
  return { id: company.id, nombreComercial };
}

/** Dates an application's states `days` apart, the last one now; it was sent on the first. */
export async function spreadHistory(db: Db, applicationId: number, days: number) {
  const steps = await db
    .select({ id: applicationStateHistory.id })
    .from(applicationStateHistory)
    .where(eq(applicationStateHistory.applicationId, applicationId))
    .orderBy(asc(applicationStateHistory.id));
  const dateOf = (index: number) =>
    new Date(Date.now() - (steps.length - 1 - index) * days * DAY_MS);
  for (const [index, step] of steps.entries()) {
    await db
      .update(applicationStateHistory)
      .set({ fecha: dateOf(index) })
      .where(eq(applicationStateHistory.id, step.id));
  }
  await db
    .update(applications)
    .set({ createdAt: dateOf(0) })
    .where(eq(applications.id, applicationId));
}
