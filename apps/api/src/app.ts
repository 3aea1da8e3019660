import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Codes } from '@portal/contracts';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './config/env.ts';
import type { AppContext } from './context.ts';
import { OfferReadModel } from './modules/offers/offer-read-model.ts';
import { Outbox } from './modules/outbox/outbox.worker.ts';
import type { Database } from './db/client.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { localStorage, type FileStorage } from './lib/storage.ts';
import { registerRoutes } from './lib/calls.ts';
import { Redis } from 'ioredis';
import {
  LoginThrottle,
  memoryCounterStore,
  redisCounterStore,
} from './modules/auth/login-throttle.ts';
import { AppError } from './lib/app-error.ts';
import { AnswerSources, cachedSerializer } from './lib/answer-cache.ts';
import { answerWriter, checkedAnswerWriter } from './lib/answer-writer.ts';
import { findHostileParam, findHostileValue } from './lib/hostile-input.ts';
import { TokenService } from './lib/tokens.ts';
import { brandSettingsJson } from './modules/brand/brand.routes.ts';
import { BrandService, readBrandFile } from './modules/brand/brand.service.ts';
import { userAcceptedCurrentText } from './modules/privacy/privacy.service.ts';
import { accountStateReader, sessionVersionOf } from './modules/users/account-state.ts';
import { membershipReader } from './modules/companies/membership.ts';
import { Admission, admissionPlugin, oldestWaitMs } from './plugins/admission.ts';
import { loadSheddingPlugin } from './plugins/load-shedding.ts';
import { COMPRESS_THRESHOLD, compressAnswersPlugin } from './plugins/compress-answers.ts';
import { authPlugin } from './plugins/auth.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { inlineScriptHashes, securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';
import { ssoFormScope } from './modules/sso/sso.routes.ts';
import { academicRecordImportScope } from './modules/academic-record/academic-record.routes.ts';
import { integrationCaller } from './modules/academic-record/integration-tokens.service.ts';
import { JobScheduler } from './modules/scheduled-jobs/scheduler.ts';
import { portalJobs } from './jobs.ts';
import { watchOutbox } from './modules/outbox/outbox-purge.job.ts';
import { Lifecycle } from './lib/lifecycle.ts';
import { fallbackCounterStore, RedisAvailability } from './lib/redis-fallback.ts';
import { redactPaths, requestSerializer } from './lib/log-redaction.ts';
import { OneLinePerRequest } from './lib/request-log.ts';
import { PortalMetrics, watchDatabase } from './lib/metrics.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { portalRoutes } from './routes.ts';

export interface BuildAppOptions {
  env: Env;
  database: Database;
  jwtSecret: string;
  mailer?: Mailer;
  storage?: FileStorage;
  /** Where JSON logs go (stdout by default; tests capture them). */
  logStream?: NodeJS.WritableStream;
  /** Serve the built SPA (off in API tests). */
  serveWeb?: boolean;
  /** server.ts passes one that starts as `starting`; tests get one that is ready. */
  lifecycle?: Lifecycle;
  /** Routes added before the SPA's fallback (the browser tests' server adds its data factories). */
  extraRoutes?: (app: FastifyInstance, ctx: AppContext) => void;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

/** The domain of the sender's address (`Name <user@domain>`), for the Message-IDs. */
function mailDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'portal-empleo.local';
}

/** Builds the whole server (API + SPA) around a database; used by server.ts and every test. */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { env, database } = options;
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: redactPaths,
      serializers: { req: requestSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new OneLinePerRequest(),
    bodyLimit: env.BODY_LIMIT_BYTES,
    // Generated here, never taken from the client (a forged id would poison the logs).
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: env.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler((route) => {
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return (data: unknown) => {
      // NUL bytes, lone surrogates and integers past the database's range: 400 naming the field.
      const hostile =
        route.httpPart === 'params' || route.httpPart === 'querystring'
          ? findHostileParam(data, route.httpPart)
          : findHostileValue(data, '');
      return hostile
        ? { error: new AppError(Codes.INVALID_INPUT, { datos: { errores: [hostile] } }) }
        : validate(data);
    };
  });
  // Read calls write their answers by a serializer compiled from the contract, and send a frozen
  // shared answer's JSON again by identity (lib/answer-cache.ts); writes are checked by the
  // contract's zod schema every time. Outside production, read answers are checked as well.
  const answerSources = new AnswerSources();
  const checkAnswers = env.CHECK_ANSWERS ?? env.NODE_ENV !== 'production';
  app.setSerializerCompiler((route) => {
    const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    if (route.method !== 'GET' || !(route.schema instanceof z.ZodType)) {
      return serialize;
    }
    const write = answerWriter(route.schema);
    return cachedSerializer(
      checkAnswers ? checkedAnswerWriter(write, serialize, `${route.method} ${route.url}`) : write,
      answerSources,
    );
  });
  // The first onSend hook of every route: it runs synchronously after its reply was serialised,
  // so the source taken is that reply's (x-portal-cache: shared | miss, for load tests).
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const source = answerSources.take();
    if (source !== null) {
      reply.header('x-portal-cache', source);
    }
  });

  // Sign-in failure counters: shared through Redis by every process when REDIS_URL is set, in
  // this process while Redis is unreachable (lib/redis-fallback.ts).
  const throttleRedis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (throttleRedis) {
    app.addHook('onClose', async () => {
      await throttleRedis.quit().catch(() => undefined);
    });
  }
  const throttleStore = throttleRedis
    ? fallbackCounterStore(
        redisCounterStore(throttleRedis),
        memoryCounterStore(),
        new RedisAvailability(throttleRedis, app.log, 'login throttle'),
      )
    : memoryCounterStore();
  const metrics = new PortalMetrics();
  watchDatabase(metrics, database);
  watchOutbox(metrics, database);
  const jobs = new JobScheduler(() => ctx, app.log);
  for (const job of portalJobs(env)) {
    jobs.register(job);
  }
  jobs.onRun(({ name, ok, seconds }) => {
    metrics.jobRuns.inc({ job: name, result: ok ? 'ok' : 'error' });
    metrics.jobDuration.observe({ job: name }, seconds);
  });
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.join(env.DATA_DIR, 'outbox'),
      logger: app.log as never,
    });
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    tokens: new TokenService(options.jwtSecret, env.JWT_TTL_SECONDS, (userId) =>
      sessionVersionOf(database.db, userId),
    ),
    mailer,
    outbox: new Outbox({
      db: database.db,
      mailer,
      log: app.log,
      domain: mailDomain(env.MAIL_FROM),
      pollSeconds: env.OUTBOX_POLL_SECONDS,
    }),
    log: app.log,
    storage: options.storage ?? localStorage(path.join(env.DATA_DIR, 'files')),
    brand: new BrandService(database.db, readBrandFile(env.BRAND_FILE)),
    loginThrottle: new LoginThrottle(throttleStore, {
      maxPerPair: env.LOGIN_MAX_ATTEMPTS,
      maxPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: env.LOGIN_LOCK_MINUTES * 60,
    }),
    offerReadModel: new OfferReadModel(database, app.log),
    jobs,
    lifecycle: options.lifecycle ?? new Lifecycle(),
    metrics,
  };
  await ctx.offerReadModel.start();
  app.addHook('onClose', async () => {
    await ctx.offerReadModel.close();
  });

  await app.register(envelopePlugin, { strictCodes: checkAnswers });
  await app.register(metricsPlugin, {
    metrics,
    token: env.METRICS_TOKEN,
    allow: env.METRICS_ALLOW,
  });
  const lanes = {
    reads: new Admission(env.MAX_ACTIVE_REQUESTS),
    writes: new Admission(env.MAX_ACTIVE_WRITES),
  };
  await app.register(loadSheddingPlugin, {
    maxEventLoopDelayMs: env.SHED_EVENT_LOOP_DELAY_MS ?? (env.NODE_ENV === 'test' ? 0 : 1000),
    retryAfterSeconds: 5,
    onShed: () => {
      metrics.loadShed.inc();
    },
    queueDelayMs: () => oldestWaitMs(lanes),
  });
  await app.register(admissionPlugin, {
    lanes,
    onWaited: (seconds) => {
      metrics.turnWait.observe(seconds);
    },
  });
  // JSON answers in one zlib call; @fastify/compress for the streams (files) it leaves.
  await app.register(compressAnswersPlugin);
  await app.register(compress, { threshold: COMPRESS_THRESHOLD });
  // The built page's inline script (it applies the colour scheme before the first paint) is the
  // only one the CSP allows, by its hash.
  const page = path.join(env.WEB_DIST_DIR, 'index.html');
  await app.register(securityPlugin, {
    inlineScriptHashes: fs.existsSync(page)
      ? inlineScriptHashes(fs.readFileSync(page, 'utf8'))
      : [],
  });
  await app.register(rateLimitPlugin, { redisUrl: env.REDIS_URL });
  await app.register(authPlugin, {
    tokens: ctx.tokens,
    privacyAccepted: (userId: number) => userAcceptedCurrentText(ctx, userId),
    accountState: accountStateReader(database.db),
    membership: membershipReader(database.db),
    integration: (token: string) => integrationCaller(ctx, token),
  });
  await app.register(openApiPlugin);

  registerRoutes(app, portalRoutes(ctx), {
    publicWriteRate: { max: env.PUBLIC_WRITE_RATE_PER_MINUTE, timeWindow: '1 minute' },
  });
  await app.register(ssoFormScope(ctx));
  await app.register(academicRecordImportScope(ctx));
  options.extraRoutes?.(app, ctx);

  if (options.serveWeb) {
    await app.register(webPlugin, {
      distDir: env.WEB_DIST_DIR,
      brandSettingsJson: () => brandSettingsJson(ctx),
    });
  }
  app.addHook('onClose', async () => {
    await ctx.outbox.close();
    ctx.mailer.close();
  });
  await app.ready();
  ctx.outbox.start();
  return { app, ctx };
}
