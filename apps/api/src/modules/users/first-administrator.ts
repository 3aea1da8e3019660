import { isValidPassword } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { EnvError, type Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';

export type FirstAdministratorOutcome = 'not-configured' | 'exists' | 'created' | 'restored';

/**
 * A new installation has nobody who could invite the careers office: the operator names the
 * first administrator in the configuration. It is also the way back in when every administrator
 * was deactivated — a staff user with that email becomes an active administrator again with that
 * password. While an active administrator exists, nothing changes.
 */
export async function ensureFirstAdministrator(
  db: Db,
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'ADMIN_NAME'>,
): Promise<FirstAdministratorOutcome> {
  const email = env.ADMIN_EMAIL;
  if (email === undefined) {
    return 'not-configured';
  }
  const password = env.ADMIN_PASSWORD;
  if (password === undefined || !isValidPassword(password)) {
    throw new EnvError([
      'ADMIN_PASSWORD: required with ADMIN_EMAIL, at least 8 characters with a digit',
    ]);
  }
  return db.transaction(async (tx) => {
    // One start-up at a time decides (several processes may start together).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('first-administrator'))`);
    const [active] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.role, 'gestor'),
          eq(users.staffRole, 'administrador'),
          eq(users.estado, 'activo'),
        ),
      )
      .limit(1);
    if (active) {
      return 'exists';
    }
    const passwordHash = await hashPassword(password);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'gestor'), sql`lower(${users.email}) = lower(${email})`));
    if (existing) {
      await tx
        .update(users)
        .set({
          staffRole: 'administrador',
          estado: 'activo',
          passwordHash,
          failedAttempts: 0,
          lockedUntil: null,
          sessionVersion: sql`${users.sessionVersion} + 1`,
        })
        .where(eq(users.id, existing.id));
      return 'restored';
    }
    await tx.insert(users).values({
      email,
      passwordHash,
      role: 'gestor',
      staffRole: 'administrador',
      nombre: env.ADMIN_NAME,
      apellidos: '',
    });
    return 'created';
  });
}
