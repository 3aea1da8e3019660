import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { buildStaff } from './builders.ts';

/**
 * A careers-office user with the name a test searches for, and an email that starts with
 * `prefix` (then a random part, so it is unique). Password Demo1234, privacy accepted.
 */
export async function buildNamedStaff(
  db: Db,
  person: {
    prefix: string;
    nombre: string;
    apellidos: string;
    staffRole: 'administrador' | 'gestor';
  },
) {
  const built = await buildStaff(db, person.staffRole);
  const email = `${person.prefix}-${randomBytes(4).toString('hex')}@test.es`;
  const [user] = await db
    .update(users)
    .set({ email, nombre: person.nombre, apellidos: person.apellidos })
    .where(eq(users.id, built.id))
    .returning();
  if (!user) {
    throw new Error('staff user not renamed');
  }
  return user;
}
