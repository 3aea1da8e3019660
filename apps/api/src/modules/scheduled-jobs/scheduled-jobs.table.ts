import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job: when it runs next and what happened
 * last. A process runs a job only after claiming its row (`locked_by`, `locked_until`) with one
 * UPDATE, so each run happens once however many processes there are; the state lives here, so a
 * restart keeps the schedule, and a process that dies mid-run frees the job when its lock expires.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastOkAt: timestamp('last_ok_at', { withTimezone: true }),
  /** What the last successful run reported (counts, never personal data). */
  lastSummary: text('last_summary'),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;
