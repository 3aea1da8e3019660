import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema.ts';

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
