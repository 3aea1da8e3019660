import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { scheduledJobs } from './scheduled-jobs.table.ts';
import { JobScheduler, type JobDefinition } from './scheduler.ts';

const t = await createTestApp();
const log = pino({ level: 'silent' });
/** Another process on the same database: its own scheduler, its own owner id. */
const anotherProcess = () => new JobScheduler(() => t.ctx, log);

let counter = 0;
function countingJob(overrides: Partial<JobDefinition> = {}) {
  counter += 1;
  const calls: number[] = [];
  const job: JobDefinition = {
    name: `test-job-${String(counter)}`,
    description: { es: 'Prueba', en: 'Test' },
    schedule: { everyMinutes: 60 },
    run: () => {
      calls.push(1);
      return Promise.resolve(`${String(calls.length)} done`);
    },
    ...overrides,
  };
  return { job, calls };
}

const rowOf = async (name: string) => {
  const [row] = await t.ctx.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  if (!row) {
    throw new Error(`no row for ${name}`);
  }
  return row;
};

describe('job scheduler', () => {
  it('runs a due job, records the run and schedules the next one an interval later', async () => {
    const { job, calls } = countingJob();
    const scheduler = anotherProcess().register(job);
    await scheduler.tick();
    expect(calls).toHaveLength(1);
    const row = await rowOf(job.name);
    expect(row).toMatchObject({ runs: 1, failures: 0, lastSummary: '1 done', lockedBy: null });
    expect(row.lastOkAt).not.toBeNull();
    const lastFinished = row.lastFinishedAt?.getTime() ?? 0;
    expect(row.nextRunAt.getTime()).toBeGreaterThanOrEqual(lastFinished + 59 * 60_000);
    // Not due again: a second tick does nothing.
    await scheduler.tick();
    expect(calls).toHaveLength(1);
  });

  it('runs a job once when several processes look for work at the same moment', async () => {
    let inFlight = 0;
    let runs = 0;
    const { job } = countingJob({
      run: async () => {
        inFlight += 1;
        runs += 1;
        // Hold the claim while the other processes ask for it.
        await new Promise((resolve) => setImmediate(resolve));
        inFlight -= 1;
        return undefined;
      },
    });
    const schedulers = [anotherProcess(), anotherProcess(), anotherProcess(), anotherProcess()].map(
      (s) => s.register(job),
    );
    await Promise.all(schedulers.map((s) => s.tick()));
    expect(runs).toBe(1);
    expect(inFlight).toBe(0);
    expect((await rowOf(job.name)).runs).toBe(1);
  });

  it('records a failure with its message and still schedules the next run', async () => {
    const { job } = countingJob({
      run: () => Promise.reject(new Error('the mail server said no')),
    });
    await anotherProcess().register(job).tick();
    const row = await rowOf(job.name);
    expect(row).toMatchObject({
      runs: 1,
      failures: 1,
      lastError: 'the mail server said no',
      lastOkAt: null,
      lockedBy: null,
    });
    expect(row.lastErrorAt).not.toBeNull();
    expect(row.nextRunAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('keeps the schedule across a restart: a new process does not rerun a job that is not due', async () => {
    const { job, calls } = countingJob();
    await anotherProcess().register(job).tick();
    const restarted = anotherProcess().register(job);
    await restarted.tick();
    expect(calls).toHaveLength(1);
    // Once due (here: made due), the new process runs it and the count goes on.
    await t.ctx.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, job.name));
    await restarted.tick();
    expect(calls).toHaveLength(2);
    expect((await rowOf(job.name)).runs).toBe(2);
  });

  it('takes over a job whose process died mid-run once its lock has expired, not before', async () => {
    const { job, calls } = countingJob();
    const scheduler = anotherProcess().register(job);
    await scheduler.tick();
    // A process claimed it and died: its lock is still held…
    await t.ctx.db
      .update(scheduledJobs)
      .set({
        nextRunAt: sql`now() - interval '1 minute'`,
        lockedBy: 'dead-process',
        lockedUntil: sql`now() + interval '10 minutes'`,
      })
      .where(eq(scheduledJobs.name, job.name));
    await scheduler.tick();
    expect(calls).toHaveLength(1);
    // …and then expires.
    await t.ctx.db
      .update(scheduledJobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, job.name));
    await scheduler.tick();
    expect(calls).toHaveLength(2);
    expect((await rowOf(job.name)).lockedBy).toBeNull();
  });

  it('schedules a daily job for its hour, not at once', async () => {
    const { job, calls } = countingJob({ schedule: { dailyAt: '03:30' } });
    await anotherProcess().register(job).tick();
    expect(calls).toHaveLength(0);
    const row = await rowOf(job.name);
    expect(row.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(row.runs).toBe(0);
  });

  it('runs a job now on request, even before it is due', async () => {
    const { job, calls } = countingJob({ schedule: { dailyAt: '03:30' } });
    const scheduler = anotherProcess().register(job);
    await scheduler.tick();
    await scheduler.runNow(job.name);
    expect(calls).toHaveLength(1);
    expect((await rowOf(job.name)).runs).toBe(1);
  });

  it('on stop, waits for the running job and raises its abort signal', async () => {
    let release: () => void = () => undefined;
    let sawAbort = false;
    const { job } = countingJob({
      run: async (_ctx, { signal }) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        sawAbort = signal.aborted;
        return undefined;
      },
    });
    const scheduler = anotherProcess().register(job);
    const ticking = scheduler.tick();
    await expect.poll(async () => (await rowOf(job.name)).lockedBy).not.toBeNull();
    const stopping = scheduler.stop(5000);
    release();
    expect(await stopping).toBe(true);
    await ticking;
    expect(sawAbort).toBe(true);
    expect((await rowOf(job.name)).runs).toBe(1);
  });

  it('refuses two jobs with one name', () => {
    const { job } = countingJob();
    expect(() => anotherProcess().register(job).register(job)).toThrow(/registered twice/);
  });
});
