import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../users/users.table.ts';
import { users } from '../users/users.table.ts';
import { accountTokens, type AccountTokenRow } from './accounts.table.ts';
import { DAY_MS } from '../../lib/dates.ts';
import { sha256 } from '../../lib/sha256.ts';

export type TokenPurpose = AccountTokenRow['purpose'];

/** How long a mailed link works: reset 1 hour, set-password and confirmation 7 days. */
export const TOKEN_LIFETIME_MS: Readonly<Record<TokenPurpose, number>> = {
  reset: 60 * 60 * 1000,
  set_password: 7 * DAY_MS,
  confirm_email: 7 * DAY_MS,
};

/** 32 random bytes (256 bits) in base64url: 43 characters. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => sha256(token);

/**
 * A new link token for `purpose`: only its SHA-256 is stored. Earlier unused tokens of the same
 * user and purpose stop working, so only the newest mail's link is valid.
 */
export async function issueAccountToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  lifetimeMs: number = TOKEN_LIFETIME_MS[purpose],
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );
    await tx.insert(accountTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + lifetimeMs),
    });
  });
  return token;
}

/** The conditions under which a mailed token still works: the same for looking and for using. */
const usableToken = (token: string, purpose: TokenPurpose, role: UserRow['role']) =>
  and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    sql`${accountTokens.expiresAt} > now()`,
    sql`exists (select 1 from ${users} where ${users.id} = ${accountTokens.userId} and ${users.role} = ${role})`,
  );

/** Whether a link's token would still work, without spending it (a page asks before its form). */
export async function isAccountTokenUsable(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  role: UserRow['role'],
): Promise<boolean> {
  if (!TOKEN_FORMAT.test(token)) {
    return false;
  }
  const rows = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(usableToken(token, purpose, role))
    .limit(1);
  return rows.length > 0;
}

/**
 * Marks the token used and answers its user, in one statement (so two uses of one link can never
 * both win); undefined for a malformed, unknown (tampered), used or expired token, or one of
 * another purpose or role.
 */
export async function consumeAccountToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  role: UserRow['role'],
): Promise<number | undefined> {
  if (!TOKEN_FORMAT.test(token)) {
    return undefined;
  }
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(usableToken(token, purpose, role))
    .returning({ userId: accountTokens.userId });
  return rows[0]?.userId;
}
