import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { rowByIdTogether } from '../../db/reads-together.ts';
import { users, type UserRow } from './users.table.ts';

export type AccountState = Pick<
  UserRow,
  'estado' | 'mensajeBloqueo' | 'sessionVersion' | 'staffRole'
>;

/** How long a process trusts what it read of an account: a block ends open sessions within this. */
export const ACCOUNT_STATE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

// Read for every signed-in user every few seconds: built and prepared once per database, and
// read for every user whose turn came at the same moment in one statement.
const accountStatesQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      estado: users.estado,
      mensajeBloqueo: users.mensajeBloqueo,
      sessionVersion: users.sessionVersion,
      staffRole: users.staffRole,
    })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('userIds')}::integer[])`)
    .prepare('account_states'),
);

const accountStateTogether = rowByIdTogether(async (db: Db, userIds: number[]) => {
  const rows = await accountStatesQuery(db).execute({ userIds });
  return new Map(rows.map(({ id, ...state }) => [id, state]));
});

/** Every reader's cache in this process, so a password change is seen at once here. */
const readers = new Set<Map<number, unknown>>();

/**
 * Drops what this process remembers of a user's account (after a password change or reset ends
 * their other sessions, or a block): the next request reads the database. Other processes see the
 * change within ACCOUNT_STATE_TTL_MS.
 */
export function forgetAccountState(userId: number): void {
  for (const cache of readers) {
    cache.delete(userId);
  }
}

/**
 * The state of the account behind a token (active, blocked by the careers office, withdrawn), read
 * from the database and kept for a few seconds per process, so a token signed before a block or a
 * withdrawal stops working within ACCOUNT_STATE_TTL_MS instead of at its expiry (8 h).
 */
export function accountStateReader(db: Db, ttlMs = ACCOUNT_STATE_TTL_MS) {
  const cache = new Map<number, { state: AccountState | undefined; until: number }>();
  readers.add(cache);
  /**
   * `tokenVersion` is the session version the token carries: a cached entry older than it (the
   * token was signed after a password change this process has not seen yet) is read again.
   */
  return async (userId: number, tokenVersion = 0): Promise<AccountState | undefined> => {
    const now = Date.now();
    const hit = cache.get(userId);
    if (
      hit &&
      hit.until > now &&
      (hit.state === undefined || hit.state.sessionVersion >= tokenVersion)
    ) {
      return hit.state;
    }
    const row = (await accountStateTogether(db, userId)) ?? undefined;
    if (cache.size >= MAX_ENTRIES) {
      cache.clear();
    }
    cache.set(userId, { state: row, until: now + ttlMs });
    return row;
  };
}

/** The user's current session version (0 for an unknown user), for the tokens being signed. */
export async function sessionVersionOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, userId));
  return row?.sessionVersion ?? 0;
}
