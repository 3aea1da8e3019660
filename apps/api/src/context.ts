import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
import type { Lifecycle } from './lib/lifecycle.ts';
import type { Mailer } from './lib/mailer.ts';
import type { PortalMetrics } from './lib/metrics.ts';
import type { FileStorage } from './lib/storage.ts';
import type { TokenService } from './lib/tokens.ts';
import type { BrandService } from './modules/brand/brand.service.ts';
import type { LoginThrottle } from './modules/auth/login-throttle.ts';
import type { OfferReadModel } from './modules/offers/offer-read-model.ts';
import type { Outbox } from './modules/outbox/outbox.worker.ts';
import type { JobScheduler } from './modules/scheduled-jobs/scheduler.ts';

/** What every module receives: configuration and the shared services. */
export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  tokens: TokenService;
  /** The transport only: mails are written to `outbox` with their change and delivered from it. */
  mailer: Mailer;
  /** Every mail and outgoing webhook call, stored with its change and delivered with retries. */
  outbox: Outbox;
  storage: FileStorage;
  log: FastifyBaseLogger;
  brand: BrandService;
  /** Failed sign-ins per (account, address) and per address. */
  loginThrottle: LoginThrottle;
  /** The candidate offer lists' in-memory index, kept current by change events. */
  offerReadModel: OfferReadModel;
  /** The one scheduler of recurring work (src/jobs.ts lists the jobs); server.ts starts it. */
  jobs: JobScheduler;
  /** Starting, ready or stopping: what readiness reports (server.ts moves it). */
  lifecycle: Lifecycle;
  /** Prometheus metrics (/metrics); `metrics.gauge()` adds a value read at each scrape. */
  metrics: PortalMetrics;
}
