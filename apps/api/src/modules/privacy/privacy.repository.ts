import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { privacyAcceptances, privacyTexts } from './privacy.table.ts';

export async function findCurrentPrivacyText(db: Db) {
  const rows = await db.select().from(privacyTexts).orderBy(desc(privacyTexts.version)).limit(1);
  return rows[0];
}

export async function hasAccepted(db: Db, userId: number, version: number): Promise<boolean> {
  const rows = await db
    .select({ version: privacyAcceptances.version })
    .from(privacyAcceptances)
    .where(and(eq(privacyAcceptances.userId, userId), eq(privacyAcceptances.version, version)))
    .limit(1);
  return rows.length > 0;
}

/** Idempotent: accepting twice keeps the first date. */
export async function recordAcceptance(db: Db, userId: number, version: number) {
  await db.insert(privacyAcceptances).values({ userId, version }).onConflictDoNothing();
  const rows = await db
    .select()
    .from(privacyAcceptances)
    .where(and(eq(privacyAcceptances.userId, userId), eq(privacyAcceptances.version, version)));
  return rows[0];
}
