import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import * as repo from './scheduled-jobs.repository.ts';
import { firstRun, nextRunAfter, type Schedule } from './schedule.ts';

/** What a job's run receives besides the context: a signal raised when the process stops. */
export interface JobRun {
  signal: AbortSignal;
}

/** A job any module can add to the one scheduler (see src/jobs.ts). */
export interface JobDefinition {
  /** Stable, kebab-case: the row's key and the metrics label. */
  name: string;
  /** What it does, for the staff page. */
  description: { es: string; en: string };
  schedule: Schedule;
  /** How long a claim holds before another process may take the job over (default 30 min). */
  lockSeconds?: number;
  /** Does the work; may return a short summary of what it did (counts, no personal data). */
  run(ctx: AppContext, job: JobRun): Promise<string | undefined>;
}

export interface JobRunReport {
  name: string;
  ok: boolean;
  seconds: number;
}

const DEFAULT_LOCK_SECONDS = 30 * 60;
const MAX_ERROR_LENGTH = 1000;

/**
 * Runs the registered jobs when due, once across every process sharing the database
 * (`scheduled_jobs` rows are claimed atomically). Ticks never overlap within a process; a job's
 * failure is recorded on its row and logged, and the next run is scheduled either way.
 */
export class JobScheduler {
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly known = new Set<string>();
  private readonly owner = `${hostname()}:${String(process.pid)}:${randomUUID().slice(0, 8)}`;
  private readonly stopping = new AbortController();
  private readonly listeners: ((report: JobRunReport) => void)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | null = null;

  constructor(
    private readonly ctx: () => AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Adds a job; a second job with the same name is a programming error. */
  register(definition: JobDefinition): this {
    if (this.definitions.has(definition.name)) {
      throw new Error(`job ${definition.name} registered twice`);
    }
    this.definitions.set(definition.name, definition);
    return this;
  }

  get(name: string): JobDefinition | undefined {
    return this.definitions.get(name);
  }

  list(): JobDefinition[] {
    return [...this.definitions.values()];
  }

  /** Called after every run (metrics). */
  onRun(listener: (report: JobRunReport) => void): void {
    this.listeners.push(listener);
  }

  /** Looks for due jobs every `tickSeconds` (0 = never: this process runs no jobs). */
  start(tickSeconds: number): void {
    if (tickSeconds <= 0 || this.timer) {
      return;
    }
    const tick = () => {
      void this.tick();
    };
    this.timer = setInterval(tick, tickSeconds * 1000);
    this.timer.unref();
    setImmediate(tick);
  }

  /**
   * Stops looking for work and waits for the run in progress, at most `timeoutMs`; its signal is
   * raised so a long job can stop between steps. Resolves to false when the bound was reached.
   */
  async stop(timeoutMs: number): Promise<boolean> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopping.abort();
    const running = this.current;
    if (!running) {
      return true;
    }
    let timeout: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      running.then(() => true),
      new Promise<boolean>((resolve) => {
        timeout = setTimeout(() => {
          resolve(false);
        }, timeoutMs);
      }),
    ]);
    clearTimeout(timeout);
    return finished;
  }

  /** Runs every due job once (one tick); resolves when they are done. */
  tick(only?: string): Promise<void> {
    if (this.current) {
      return this.current;
    }
    const run = this.runDue(only).finally(() => {
      this.current = null;
    });
    this.current = run;
    return run;
  }

  /** Makes a job due and runs it in this process unless another one holds it. */
  async runNow(name: string): Promise<void> {
    const job = this.definitions.get(name);
    if (!job) {
      throw new Error(`no job ${name}`);
    }
    await this.ensureRow(job, new Date());
    await repo.makeDue(this.ctx().db, name);
    await this.current;
    await this.tick(name);
  }

  private async runDue(only?: string): Promise<void> {
    const now = new Date();
    for (const job of this.definitions.values()) {
      if (this.stopping.signal.aborted) {
        return;
      }
      if (only !== undefined && job.name !== only) {
        continue;
      }
      try {
        await this.runIfDue(job, now);
      } catch (error) {
        // The database itself failed (claim or record): the next tick tries again.
        this.log.error({ err: error, job: job.name }, 'scheduler: could not claim or record a job');
      }
    }
  }

  private async ensureRow(job: JobDefinition, now: Date): Promise<void> {
    if (!this.known.has(job.name)) {
      await repo.ensureJob(this.ctx().db, job.name, firstRun(job.schedule, now));
      this.known.add(job.name);
    }
  }

  private async runIfDue(job: JobDefinition, now: Date): Promise<void> {
    const { db } = this.ctx();
    await this.ensureRow(job, now);
    const lockSeconds = job.lockSeconds ?? DEFAULT_LOCK_SECONDS;
    if (!(await repo.claimDue(db, job.name, this.owner, lockSeconds))) {
      return;
    }
    const started = performance.now();
    let outcome: repo.RunOutcome;
    try {
      const summary = await job.run(this.ctx(), { signal: this.stopping.signal });
      outcome = { ok: true, summary: summary ?? null };
      this.log.info({ job: job.name, summary }, 'scheduled job done');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      outcome = { ok: false, error: message.slice(0, MAX_ERROR_LENGTH) };
      this.log.error({ err: error, job: job.name }, 'scheduled job failed');
    }
    const seconds = (performance.now() - started) / 1000;
    await repo.finishRun(db, job.name, this.owner, outcome, nextRunAfter(job.schedule, new Date()));
    for (const listener of this.listeners) {
      listener({ name: job.name, ok: outcome.ok, seconds });
    }
  }
}
