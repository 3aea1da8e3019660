import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from './users.table.ts';

export type AccountState = Pick<UserRow, 'estado' | 'mensajeBloqueo'>;

/** How long a process trusts what it read of an account: a block ends open sessions within this. */
export const ACCOUNT_STATE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

/**
 * The state of the account behind a token (active, blocked by the careers office, withdrawn), read
 * from the database and kept for a few seconds per process, so a token signed before a block or a
 * withdrawal stops working within ACCOUNT_STATE_TTL_MS instead of at its expiry (8 h).
 */
export function accountStateReader(db: Db, ttlMs = ACCOUNT_STATE_TTL_MS) {
  const cache = new Map<number, { state: AccountState | undefined; until: number }>();
  return async (userId: number): Promise<AccountState | undefined> => {
    const now = Date.now();
    const hit = cache.get(userId);
    if (hit && hit.until > now) {
      return hit.state;
    }
    const [row] = await db
      .select({ estado: users.estado, mensajeBloqueo: users.mensajeBloqueo })
      .from(users)
      .where(eq(users.id, userId));
    if (cache.size >= MAX_ENTRIES) {
      cache.clear();
    }
    cache.set(userId, { state: row, until: now + ttlMs });
    return row;
  };
}
