import type { Db } from '../db/client.ts';
import { type companies, programmeCompanyAdhesions } from '../db/schema.ts';
import { addMembership } from './build-companies.ts';
import { buildCompany } from './builders.ts';

/** A company (with one user, password Demo1234) under a trade name the test asserts on. */
export async function buildNamedCompany(
  db: Db,
  nombreComercial: string,
  values: Partial<typeof companies.$inferInsert> = {},
) {
  return buildCompany(db, { nombreComercial, ...values });
}

/** A user of two companies (each with one offer): logs in choosing the company. */
export async function buildTwoCompanyUser(db: Db) {
  const first = await buildCompany(db);
  const second = await buildCompany(db);
  await addMembership(db, first.user.id, second.company.id);
  return { user: first.user, companyIds: [first.company.id, second.company.id] as const };
}

/** The company's accepted adhesion to a programme, so its offers may belong to it. */
export async function joinProgramme(db: Db, programmeId: number, companyId: number) {
  await db
    .insert(programmeCompanyAdhesions)
    .values({ programmeId, companyId, estado: 'aceptada', decididaAt: new Date() });
}
