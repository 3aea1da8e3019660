import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../context.ts';
import { users } from './users.table.ts';

export type Language = 'es' | 'en';

/** Stores the user's interface language (only when it changed: no write on every sign-in). */
export async function saveUserLanguage(db: Db, userId: number, idioma: Language): Promise<void> {
  await db
    .update(users)
    .set({ idioma })
    .where(and(eq(users.id, userId), ne(users.idioma, idioma)));
}

/**
 * After a sign-in: the language the client used becomes the user's language for notifications and
 * mails. Reads the user from the token just issued, so every sign-in call can use it unchanged.
 */
export async function rememberSessionLanguage(
  ctx: AppContext,
  session: { token: string },
  idioma: Language,
): Promise<void> {
  const claims = await ctx.tokens.verify(session.token);
  if (claims) {
    await saveUserLanguage(ctx.db, Number(claims.sub), idioma);
  }
}

/**
 * The language of a mail to `address` (mail catalogue rule): that of the portal user whose
 * address it is (users.idioma), or null when it is nobody's (a shared mailbox, an outside guest).
 */
export async function languageOfAddress(db: Db, address: string): Promise<Language | null> {
  const [row] = await db
    .select({ idioma: users.idioma })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${address.trim()})`)
    .limit(1);
  return row?.idioma ?? null;
}
