import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ACCOUNT_STATE_TTL_MS } from '../users/account-state.ts';
import { companyUsers } from './companies.table.ts';

/** Every reader's cache in this process, so a removal is seen here at once. */
const readers = new Set<Map<string, unknown>>();

/** Forgets what this process knows of a user's memberships (after removing them from a company). */
export function forgetMemberships(userId: number): void {
  for (const cache of readers) {
    for (const key of cache.keys()) {
      if (key.startsWith(`${String(userId)}:`)) {
        cache.delete(key);
      }
    }
  }
}

/**
 * Whether a company user still belongs to the company their token names, kept as long as the
 * account state (10 s) per process: a user removed from a company loses access within that time
 * in every process, and at once in the one that removed them.
 */
export function membershipReader(db: Db, ttlMs = ACCOUNT_STATE_TTL_MS) {
  const cache = new Map<string, { member: boolean; until: number }>();
  readers.add(cache);
  return async (userId: number, companyId: number): Promise<boolean> => {
    const key = `${String(userId)}:${String(companyId)}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.until > now) {
      return hit.member;
    }
    const rows = await db
      .select({ userId: companyUsers.userId })
      .from(companyUsers)
      .where(and(eq(companyUsers.userId, userId), eq(companyUsers.companyId, companyId)));
    if (cache.size >= 10_000) {
      cache.clear();
    }
    const member = rows.length > 0;
    cache.set(key, { member, until: now + ttlMs });
    return member;
  };
}
