import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scheduledJobs } from './scheduled-jobs.table.ts';

/** Adds a job's row the first time the portal knows it; an existing row keeps its state. */
export async function ensureJob(db: Db, name: string, nextRunAt: Date): Promise<void> {
  await db.insert(scheduledJobs).values({ name, nextRunAt }).onConflictDoNothing();
}

/**
 * Claims a due job for `owner` until `lockSeconds` from now: one UPDATE, so of several processes
 * asking at once exactly one gets the row back. A lock left by a process that died expires.
 */
export async function claimDue(
  db: Db,
  name: string,
  owner: string,
  lockSeconds: number,
): Promise<boolean> {
  const rows = await db
    .update(scheduledJobs)
    .set({
      lockedBy: owner,
      lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})`,
      lastStartedAt: sql`now()`,
    })
    .where(
      and(
        eq(scheduledJobs.name, name),
        sql`${scheduledJobs.nextRunAt} <= now()`,
        sql`(${scheduledJobs.lockedUntil} is null or ${scheduledJobs.lockedUntil} < now())`,
      ),
    )
    .returning({ name: scheduledJobs.name });
  return rows.length > 0;
}

export type RunOutcome = { ok: true; summary: string | null } | { ok: false; error: string };

/** Records the end of a run by `owner`, frees the lock and sets the next run. */
export async function finishRun(
  db: Db,
  name: string,
  owner: string,
  outcome: RunOutcome,
  nextRunAt: Date,
): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({
      lockedBy: null,
      lockedUntil: null,
      lastFinishedAt: sql`now()`,
      nextRunAt,
      runs: sql`${scheduledJobs.runs} + 1`,
      ...(outcome.ok
        ? { lastOkAt: sql`now()`, lastSummary: outcome.summary }
        : {
            failures: sql`${scheduledJobs.failures} + 1`,
            lastError: outcome.error,
            lastErrorAt: sql`now()`,
          }),
    })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.lockedBy, owner)));
}

/** Makes a job due now (staff "run now"); a run in progress keeps its lock. */
export async function makeDue(db: Db, name: string): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({ nextRunAt: sql`now()` })
    .where(eq(scheduledJobs.name, name));
}

export const listJobs = (db: Db) =>
  db
    .select({
      row: scheduledJobs,
      running: sql<boolean>`coalesce(${scheduledJobs.lockedUntil} >= now(), false)`,
    })
    .from(scheduledJobs)
    .orderBy(asc(scheduledJobs.name));

export const findJob = async (db: Db, name: string) =>
  (await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0];
