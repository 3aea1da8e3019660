/**
 * Load benchmark, every part in its own process: the data is prepared by prepare.ts,
 * the portal runs as in production (`node apps/api/dist/server.js`), a bare Node `http` server
 * gives the machine's limit, and autocannon's CLI generates the load from a third process.
 * Each scenario is printed as a ratio to the bare server and to GET /api/health measured in the
 * same run (never as bare absolute figures).
 *
 * The headline scenario is "many users" (many-users.ts, its own autocannon process): BENCH_USERS
 * (300) distinct bench candidates signed in before the run, each request drawn afresh as one of
 * them would ask it — offer lists of their profile's families (most on page 1 without filters, a
 * long tail of provinces, title words, pages, facets), offer sheets, notifications and
 * applications, and 5 % writes: applying and withdrawing, CV edits, BENCH_USER_COMPANIES (20)
 * bench companies creating and editing offers that the careers office (gestor@demo.es) publishes
 * during the run. BENCH_SEED (42) fixes the mix, BENCH_USERS_DURATION (s, BENCH_DURATION) its
 * length; BENCH_CANDIDATES must be at least BENCH_USERS; BENCH_USERS_ONLY (`lists`, `sheets`,
 * `reads`, `writes`, comma-separated) asks only those groups of the mix, to see what each costs.
 * It prints 2xx/s, p50/p97.5/p99, the 4xx answered to writes by business rules (expected) apart
 * from failures, 5xx and timeouts, and the share of answers sent from a kept answer
 * (`x-portal-cache: shared`); then the same per kind of request, and each kind's statuses and p50/p97.5. The other scenarios repeat one
 * question and say so in their names. Many users at 10,000 offers on the embedded database:
 *   BENCH_OFFERS=10000 BENCH_ONLY='many users' npm run bench
 * and on PostgreSQL (an empty database; 100,000 offers: BENCH_OFFERS=100000):
 *   BENCH_DATABASE_URL=postgres://…/bench BENCH_OFFERS=10000 BENCH_ONLY='many users' npm run bench
 *
 *   npm run bench [-- --json] [-- --skip-prepare] [-- --under-load]
 *   BENCH_DURATION (s, 10), BENCH_CONNECTIONS (50), BENCH_CANDIDATES, BENCH_OFFERS,
 *   BENCH_APPLICATIONS, BENCH_COMPANIES, BENCH_DESCRIPTION_WORDS (150: how long offer descriptions
 *   run on average, in words), BENCH_DATABASE_URL (PostgreSQL instead of PGlite),
 *   BENCH_SERVER_NODE_ARGS (Node options for the portal's process alone, after those `npm start`
 *   gives it, e.g. --cpu-prof),
 *   BENCH_PROCESSES (1; more runs that many portal processes on one port through Node's cluster
 *   module, as behind a balancer: PostgreSQL only),
 *   BENCH_DATA_DIR, BENCH_PORT (18200; the bare server uses BENCH_PORT - 100), BENCH_ONLY (a
 *   regular expression: only the scenarios whose name matches, besides the two baselines).
 * Then the academic record import of 50,000 people (record-import.ts; `--record-only` runs just
 * that, BENCH_RECORD_PEOPLE sets the size).
 * --under-load (opt-in, long) adds the offer list with 200 connections for BENCH_SOAK_SECONDS
 * (60) and with 1,000 connections for BENCH_DURATION; 503 (load shed, with Retry-After) and 429
 * answers are counted apart from errors.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadFigures, LoadOptions } from './load.ts';
import type { ManyUsersFigures } from './many-users.ts';
import { prepareManyUsers } from './many-users-plan.ts';
import { serverNodeArgs } from './portal-process.ts';
import { groupCpuTicks, processGroup, residentKiB } from './proc.ts';
import { benchRecordImport } from './record-import.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const duration = num('BENCH_DURATION', 10);
const connections = num('BENCH_CONNECTIONS', 50);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'portal-bench');
const databaseUrl = process.env.BENCH_DATABASE_URL;
const portalPort = num('BENCH_PORT', 18200);
const barePort = portalPort - 100;
const soakSeconds = num('BENCH_SOAK_SECONDS', 60);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const loginAccounts = Math.min(num('BENCH_CANDIDATES', 2000), 2000);
const manyUsers = num('BENCH_USERS', 300);
const manyUserCompanies = num('BENCH_USER_COMPANIES', 20);
const manyUsersDuration = num('BENCH_USERS_DURATION', duration);

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Sent with the bearer token of estudiante@demo.es (candidate) or empresa0@bench.es. */
  auth?: 'candidate' | 'company';
  /** Each request signs in another bench candidate (see load.ts). */
  login?: boolean;
  connections?: number;
  duration?: number;
  /** The many-user run (many-users.ts) instead of one repeated request. */
  manyUsers?: boolean;
}

const scenarios: Scenario[] = [
  {
    name: `many users (${String(manyUsers)} candidates, ${process.env.BENCH_USERS_ONLY ? `${process.env.BENCH_USERS_ONLY} only` : 'mixed questions'})`,
    method: 'GET',
    path: '',
    manyUsers: true,
  },
  {
    name: 'GET dameConfiguracion (one question, cached)',
    method: 'GET',
    path: '/api/Publico/dameConfiguracion',
  },
  {
    name: 'GET provincias (one question, fixed body)',
    method: 'GET',
    path: '/api/Dominios/provincias',
  },
  {
    name: 'offer list + facets (one question, cached)',
    method: 'GET',
    path: '/api/Alumno/dameOfertasUsuario/practicas',
    auth: 'candidate',
  },
  {
    name: 'offer list, 2 provinces + contract (one q.)',
    method: 'GET',
    path: '/api/Alumno/dameOfertasUsuario/practicas?provincia=28,46&contrato=9',
    auth: 'candidate',
  },
  {
    name: 'search "ingenieria datos" (one question)',
    method: 'GET',
    path: '/api/Alumno/dameOfertasUsuario/practicas?titulo=ingenieria%20datos',
    auth: 'candidate',
  },
  {
    name: 'search typo "investigacon" (one question)',
    method: 'GET',
    path: '/api/Alumno/dameOfertasUsuario/practicas?titulo=investigacon',
    auth: 'candidate',
  },
  {
    name: 'dameNotificaciones (one candidate, one q.)',
    method: 'GET',
    path: '/api/Alumno/dameNotificaciones',
    auth: 'candidate',
  },
  {
    name: `POST logaUsuario (argon2id, ${String(loginAccounts)} accounts)`,
    method: 'POST',
    path: '/api/Alumno/logaUsuario',
    login: true,
  },
];

/** The company screen of the offer with 2,000 applicants (prepare.ts writes its id). */
function heavyScenarios(): Scenario[] {
  const file = path.join(dataDir, 'heavy-offer.json');
  const id = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { id: number | null }).id
    : null;
  if (id === null) {
    return [];
  }
  return [
    {
      name: 'company: first page (50) of 2,000 candidates',
      method: 'GET',
      path: `/api/Empresa/dameCandidatosProceso/${String(id)}?pagina=1`,
      auth: 'company',
    },
    {
      name: 'company: page 10 of 2,000 candidates, one state',
      method: 'GET',
      path: `/api/Empresa/dameCandidatosProceso/${String(id)}?pagina=10&estado=1`,
      auth: 'company',
    },
    {
      name: 'company: export them (CSV)',
      method: 'GET',
      path: `/api/Empresa/exportaCandidatosProceso/${String(id)}?formato=csv`,
      auth: 'company',
    },
    {
      name: 'company: export them (XLSX)',
      method: 'GET',
      path: `/api/Empresa/exportaCandidatosProceso/${String(id)}?formato=xlsx`,
      auth: 'company',
    },
  ];
}

const underLoad: Scenario[] = [
  {
    name: `offer list (one question), 200 conn, ${String(soakSeconds)} s`,
    method: 'GET',
    path: '/api/Alumno/dameOfertasUsuario/practicas',
    auth: 'candidate',
    connections: 200,
    duration: soakSeconds,
  },
  {
    name: 'offer list (one question), 1,000 connections',
    method: 'GET',
    path: '/api/Alumno/dameOfertasUsuario/practicas',
    auth: 'candidate',
    connections: 1000,
  },
];

interface Figures extends LoadFigures {
  name: string;
  connections: number;
  duration: number;
  /** Answers other than 2xx, 429 and 503 (and expected 4xx), plus socket errors and timeouts. */
  failed: number;
  /** 4xx answered to writes by business rules (many users only). */
  expected4xx?: number;
  many?: ManyUsersFigures;
  /** What the portal's /metrics counted during the run (many users). */
  server?: ServerFigures;
  /** The portal's CPU time (all its processes) per request of the run, in ms. */
  cpuMs?: number;
}

interface ServerFigures {
  /** Offer lists answered, those that waited for the read model to catch up, and for how long. */
  lists: number;
  waited: number;
  seconds: number;
  /** Requests that waited for a turn (MAX_ACTIVE_REQUESTS, MAX_ACTIVE_WRITES), and for how long in all. */
  turnWaited: number;
  turnSeconds: number;
  /** The event loop's delay since the previous read of /metrics (which resets it): p99, max. */
  loopP99: number;
  loopMax: number;
}

const metricsToken = 'bench-metrics-token-0123456789';

/**
 * From the portal's /metrics (of the process that answers: one of several with BENCH_PROCESSES):
 * offer lists answered, and how many of them waited, and for how long in all, for the process's
 * read model to apply an offer change they had seen; requests that waited for a turn; the event
 * loop's delay since the previous read (prom-client resets it at each read).
 */
async function serverFigures(base: string): Promise<ServerFigures> {
  const response = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const text = await response.text();
  const sum = (pattern: RegExp) =>
    [...text.matchAll(pattern)].reduce((total, m) => total + Number(m[1]), 0);
  return {
    lists: sum(
      /^portal_http_requests_total\{[^}]*route="\/api\/Alumno\/dameOfertasUsuario\/:tipo"[^}]*\} (\S+)$/gm,
    ),
    waited: sum(/^portal_offer_list_catch_up_wait_seconds_count (\S+)$/gm),
    seconds: sum(/^portal_offer_list_catch_up_wait_seconds_sum (\S+)$/gm),
    turnWaited: sum(/^portal_request_turn_wait_seconds_count (\S+)$/gm),
    turnSeconds: sum(/^portal_request_turn_wait_seconds_sum (\S+)$/gm),
    loopP99: sum(/^nodejs_eventloop_lag_p99_seconds (\S+)$/gm),
    loopMax: sum(/^nodejs_eventloop_lag_max_seconds (\S+)$/gm),
  };
}

function start(command: string[], env: Record<string, string>): ChildProcess {
  const [bin = process.execPath, ...rest] = command;
  return spawn(bin, rest, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`process for ${url} exited with ${String(child.exitCode)}`);
    }
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the portal's processes have finished their start-up work (the offer index and the
 * text index are built in the background after the first answer: 9 s of CPU at 100,000 offers):
 * measured before that, `/api/health` would share the cores with the build and the ratios would
 * flatter every scenario. Idle means under a tenth of a core for two half-seconds in a row.
 */
async function settled(child: ChildProcess): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined) {
    return;
  }
  let previous = groupCpuTicks(pgid);
  let quiet = 0;
  while (previous !== null && quiet < 2) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = groupCpuTicks(pgid);
    if (now === null) {
      return;
    }
    // 100 ticks a second: a tenth of a core over half a second is 5 ticks.
    quiet = now - previous <= 5 ? quiet + 1 : 0;
    previous = now;
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) {
    return Promise.resolve();
  }
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  process.kill(-child.pid, 'SIGTERM');
  return exited;
}

/** One load run in its own process (load.ts: autocannon), so it never shares our event loop. */
function load(
  name: string,
  url: string,
  options: Partial<Omit<LoadOptions, 'url' | 'body'>> & { body?: unknown } = {},
): Figures {
  const run: LoadOptions = {
    url,
    connections: options.connections ?? connections,
    duration: options.duration ?? duration,
    ...(options.method ? { method: options.method } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body === undefined
      ? {}
      : {
          body: JSON.stringify(options.body),
          headers: { ...options.headers, 'content-type': 'application/json' },
        }),
    ...(options.loginAccounts ? { loginAccounts: options.loginAccounts } : {}),
  };
  const result = spawnSync(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['bench/src/load.ts', JSON.stringify(run)],
    { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) {
    throw new Error(`load run ${name} failed: ${result.stderr}`);
  }
  const figures = JSON.parse(result.stdout) as LoadFigures;
  const failed = Object.entries(figures.statuses)
    .filter(([code]) => !code.startsWith('2') && code !== '429' && code !== '503')
    .reduce((sum, [, n]) => sum + n, figures.errors + figures.timeouts);
  return {
    ...figures,
    name,
    connections: run.connections,
    duration: run.duration,
    failed,
  };
}

/** The many-user run's candidates and companies, signed in here. */
function planManyUsers(base: string) {
  return prepareManyUsers(base, {
    users: manyUsers,
    available: num('BENCH_CANDIDATES', 2000),
    companies: manyUserCompanies,
    connections,
    duration: manyUsersDuration,
    seed: num('BENCH_SEED', 42),
  });
}

/** The many-user run, the load from its own process (many-users.ts). */
function loadManyUsers(name: string, plan: Awaited<ReturnType<typeof planManyUsers>>): Figures {
  const file = path.join(dataDir, 'many-users-plan.json');
  fs.writeFileSync(file, JSON.stringify(plan));
  const result = spawnSync(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['bench/src/many-users.ts', file],
    { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) {
    throw new Error(`load run ${name} failed: ${result.stderr}`);
  }
  const figures = JSON.parse(result.stdout) as ManyUsersFigures;
  const failed = Object.values(figures.groups).reduce(
    (sum, g) => sum + g.failed,
    figures.errors + figures.timeouts,
  );
  return { ...figures, name, connections, duration: manyUsersDuration, failed, many: figures };
}

/** Resident memory of the portal: its process, or the sum over its process group (cluster). */
const rssMiB = (pid: number | undefined) => {
  if (pid === undefined) {
    return 0;
  }
  const group = processGroup(pid) ?? [];
  const total =
    group.length > 0 ? group.reduce((sum, id) => sum + residentKiB(id), 0) : residentKiB(pid);
  return Math.round(total / 102.4) / 10;
};

/** The bench company accepts the privacy text once (its first token may only do that). */
async function acceptPrivacy(base: string, token: string): Promise<string> {
  const response = await fetch(`${base}/api/Empresa/guardaAceptacionRGPD`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const json = (await response.json()) as { datos: { token?: string } | null };
  return json.datos?.token ?? token;
}

async function signIn(base: string, url: string, body: object): Promise<string> {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { datos: { token?: string } | null };
  if (!json.datos?.token) {
    throw new Error(`sign-in at ${url} failed: ${JSON.stringify(json)}`);
  }
  return json.datos.token;
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'apps/api/dist/server.js'))) {
    spawnSync('npm', ['run', 'build', '--workspace', '@portal/api'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
  }
  if (!args.includes('--skip-prepare')) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    const prepared = spawnSync(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      ['bench/src/prepare.ts'],
      { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } },
    );
    if (prepared.status !== 0) {
      throw new Error('data preparation failed');
    }
  }

  const results: Figures[] = [];
  const bare = start([path.join(repoRoot, 'node_modules/.bin/tsx'), 'bench/src/bare-server.ts'], {
    PORT: String(barePort),
  });
  await waitFor(`http://127.0.0.1:${String(barePort)}/`, bare);
  results.push(load('bare Node http (machine limit)', `http://127.0.0.1:${String(barePort)}/`));
  await stop(bare);

  const startedAt = performance.now();
  const processes = num('BENCH_PROCESSES', 1);
  if (processes > 1 && !databaseUrl) {
    throw new Error('BENCH_PROCESSES > 1 needs PostgreSQL (BENCH_DATABASE_URL)');
  }
  const command =
    processes > 1
      ? [path.join(repoRoot, 'node_modules/.bin/tsx'), 'bench/src/cluster.ts']
      : [process.execPath, ...serverNodeArgs(), 'apps/api/dist/server.js'];
  const portal = start(command, {
    NODE_ENV: 'production',
    PORT: String(portalPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    LOGIN_RATE_PER_MINUTE: '100000000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '10000',
    METRICS_TOKEN: metricsToken,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const base = `http://127.0.0.1:${String(portalPort)}`;
  const memory: Record<string, number> = {};
  let startupMs = 0;
  let settledMs = 0;
  try {
    await waitFor(`${base}/api/health`, portal);
    startupMs = performance.now() - startedAt;
    await settled(portal);
    settledMs = performance.now() - startedAt;
    memory.afterStart = rssMiB(portal.pid);
    const tokens = {
      candidate: await signIn(base, '/api/Alumno/logaUsuario', {
        eUsuario: 'estudiante@demo.es',
        ePassword: 'Demo1234',
        eAmbito: 'PrivadoAlumno',
      }),
      company: await signIn(base, '/api/Empresa/logaUsuario', {
        eUsuario: 'empresa0@bench.es',
        ePassword: 'Bench1234',
        eAmbito: 'PrivadoEmpresa',
      }).then((token) => acceptPrivacy(base, token)),
    };
    // The portal's CPU per request: steadier from run to run than the throughput, which also
    // depends on how the machine shares its cores with PostgreSQL and the load process.
    const pgid = portal.pid;
    const measured = async (run: () => Figures | Promise<Figures>): Promise<Figures> => {
      const before = pgid === undefined ? null : groupCpuTicks(pgid);
      const figures = await run();
      const after = pgid === undefined ? null : groupCpuTicks(pgid);
      if (before !== null && after !== null && figures.requests > 0) {
        figures.cpuMs = ((after - before) * 10) / figures.requests;
      }
      return figures;
    };
    results.push(await measured(() => load('GET /api/health', `${base}/api/health`)));
    const chosen = [
      ...scenarios,
      ...heavyScenarios(),
      ...(args.includes('--under-load') ? underLoad : []),
    ].filter((s) => !only || only.test(s.name));
    for (const s of chosen) {
      if (s.manyUsers) {
        const before = await serverFigures(base);
        const plan = await planManyUsers(base);
        const figures = await measured(() => loadManyUsers(s.name, plan));
        const after = await serverFigures(base);
        figures.server = {
          lists: after.lists - before.lists,
          waited: after.waited - before.waited,
          seconds: after.seconds - before.seconds,
          turnWaited: after.turnWaited - before.turnWaited,
          turnSeconds: after.turnSeconds - before.turnSeconds,
          loopP99: after.loopP99,
          loopMax: after.loopMax,
        };
        results.push(figures);
        continue;
      }
      const token = s.auth ? tokens[s.auth] : '';
      results.push(
        await measured(() =>
          load(s.name, `${base}${s.path}`, {
            method: s.method,
            headers: token ? { authorization: `Bearer ${token}` } : {},
            body: s.body,
            ...(s.login ? { loginAccounts } : {}),
            ...(s.connections ? { connections: s.connections } : {}),
            ...(s.duration ? { duration: s.duration } : {}),
          }),
        ),
      );
    }
    memory.afterRuns = rssMiB(portal.pid);
  } finally {
    await stop(portal);
  }

  // Ratios compare answered requests (2xx per second): a shed 503 is quick but not an answer.
  const okRps = (r: Figures) =>
    Object.entries(r.statuses)
      .filter(([code]) => code.startsWith('2'))
      .reduce((sum, [, n]) => sum + n, 0) / r.duration;
  const bareRps = results[0] ? okRps(results[0]) : 1;
  const healthRps = results[1] ? okRps(results[1]) : 1;
  const kind = databaseUrl ? 'postgres' : 'pglite';
  console.log(
    `\n${String(connections)} connections, ${String(duration)} s each, ${String(os.cpus().length)} cores, ${kind}; load from a separate autocannon process\n`,
  );
  console.log(
    `portal: first answer ${(startupMs / 1000).toFixed(1)} s after start, start-up work (indexes) done after ${(settledMs / 1000).toFixed(1)} s; resident memory ${String(memory.afterStart)} MiB then, ${String(memory.afterRuns)} MiB after the runs\n`,
  );
  const sum = (statuses: Record<string, number>, test: (code: number) => boolean) =>
    Object.entries(statuses)
      .filter(([code]) => test(Number(code)))
      .reduce((total, [, n]) => total + n, 0);
  const cacheShare = (r: Figures) => {
    const c = r.cache;
    const told = c ? c.shared + c.miss + c.none : 0;
    return c && c.shared + c.miss > 0 ? `${((100 * c.shared) / told).toFixed(0)} %` : '—';
  };
  console.log(
    'scenario'.padEnd(46),
    'conn'.padStart(5),
    '2xx/s'.padStart(8),
    '×bare'.padStart(7),
    '×health'.padStart(8),
    'p50'.padStart(6),
    'p97.5'.padStart(6),
    'p99'.padStart(6),
    'failed'.padStart(7),
    '4xx ok'.padStart(7),
    '5xx'.padStart(6),
    't/o'.padStart(5),
    '429'.padStart(6),
    '503'.padStart(7),
    'cache'.padStart(6),
    'cpu ms'.padStart(7),
  );
  for (const r of results) {
    console.log(
      r.name.padEnd(46),
      String(r.connections).padStart(5),
      okRps(r).toFixed(0).padStart(8),
      (okRps(r) / bareRps).toFixed(3).padStart(7),
      (okRps(r) / healthRps).toFixed(3).padStart(8),
      String(r.p50).padStart(6),
      String(r.p97_5).padStart(6),
      String(r.p99).padStart(6),
      String(r.failed).padStart(7),
      String(r.expected4xx ?? 0).padStart(7),
      String(sum(r.statuses, (code) => code >= 500 && code !== 503)).padStart(6),
      String(r.timeouts).padStart(5),
      String(r.statuses['429'] ?? 0).padStart(6),
      String(r.statuses['503'] ?? 0).padStart(7),
      cacheShare(r).padStart(6),
      (r.cpuMs === undefined ? '—' : r.cpuMs.toFixed(2)).padStart(7),
    );
  }
  for (const r of results) {
    if (!r.many) {
      continue;
    }
    const m = r.many;
    console.log(
      `\n${r.name}, ${String(r.duration)} s: ${String(m.distinctCandidates)} distinct candidates asked, ${String(m.distinctListQuestions)} distinct list questions; offers published during the run ${String(m.offersPublished)} (${String(m.pendingLeft)} left pending); answers from a kept answer: ${String(m.cache.shared)} shared of ${String(m.cache.shared + m.cache.miss + m.cache.none)} (${String(m.cache.miss)} written afresh, ${String(m.cache.none)} not told: writes, fixed bodies)`,
    );
    const health = results.find((h) => h.name === 'GET /api/health');
    if (r.cpuMs !== undefined && health?.cpuMs !== undefined) {
      console.log(
        `the portal's CPU: ${r.cpuMs.toFixed(2)} ms a request (${(r.cpuMs / health.cpuMs).toFixed(1)} × /api/health's ${health.cpuMs.toFixed(3)} ms), read from /proc before and after the run`,
      );
    }
    const c = r.server;
    if (c && c.lists > 0) {
      console.log(
        `lists that waited for the read model to apply an offer change they had seen: ${String(c.waited)} of ${String(c.lists)} (${((100 * c.waited) / c.lists).toFixed(1)} %), ${c.waited > 0 ? ((1000 * c.seconds) / c.waited).toFixed(1) : '0'} ms each on average (the /metrics of the process that answered)`,
      );
    }
    if (c) {
      console.log(
        `the event loop's delay during the run: p99 ${(1000 * c.loopP99).toFixed(1)} ms, max ${(1000 * c.loopMax).toFixed(1)} ms (the /metrics of the process that answered)`,
      );
    }
    if (c && c.turnWaited > 0) {
      console.log(
        `requests that waited for a turn (MAX_ACTIVE_REQUESTS reads or MAX_ACTIVE_WRITES writes working): ${String(c.turnWaited)}, ${((1000 * c.turnSeconds) / c.turnWaited).toFixed(1)} ms each on average`,
      );
    }
    console.log(
      'kind'.padEnd(10),
      'share'.padStart(6),
      '2xx/s'.padStart(8),
      '×health'.padStart(8),
      'p50'.padStart(6),
      'p97.5'.padStart(6),
      'p99'.padStart(6),
      'failed'.padStart(7),
      '4xx ok'.padStart(7),
      'statuses',
    );
    for (const [kind, g] of Object.entries(m.groups)) {
      const rps = g.ok / r.duration;
      console.log(
        kind.padEnd(10),
        `${((100 * g.requests) / Math.max(m.requests, 1)).toFixed(0)} %`.padStart(6),
        rps.toFixed(0).padStart(8),
        (rps / healthRps).toFixed(3).padStart(8),
        String(g.p50).padStart(6),
        String(g.p97_5).padStart(6),
        String(g.p99).padStart(6),
        String(g.failed).padStart(7),
        String(g.expected4xx).padStart(7),
        JSON.stringify(g.statuses),
      );
    }
    console.log(
      'by request:',
      Object.entries(m.kinds)
        .map(([kind, statuses]) => {
          const times = m.kindTimes[kind as keyof typeof m.kindTimes];
          const ms = times ? ` ${String(times.p50)}/${String(times.p97_5)} ms` : '';
          return `${kind} ${JSON.stringify(statuses)}${ms}`;
        })
        .join('; '),
    );
    const refused = Object.entries(m.refusals);
    if (refused.length > 0) {
      // The portal's codes of the writes it refused (a rule a person meets: 80 a degree the offer
      // does not ask for, 10 already applied, 103 three live applications…).
      console.log(
        'writes refused, by the portal code:',
        refused.map(([kind, codes]) => `${kind} ${JSON.stringify(codes)}`).join('; '),
      );
    }
  }
  if (args.includes('--json')) {
    const outDir = path.join(repoRoot, 'bench/results');
    fs.mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, `run-${new Date().toISOString().replaceAll(':', '-')}.json`);
    const json = results.map((r) => ({
      ...r,
      okRps: okRps(r),
      ratioBare: okRps(r) / bareRps,
      ratioHealth: okRps(r) / healthRps,
    }));
    fs.writeFileSync(
      file,
      JSON.stringify(
        {
          connections,
          duration,
          kind,
          startupMs,
          memoryMiB: memory,
          loadAverage: os.loadavg(),
          results: json,
        },
        null,
        2,
      ),
    );
    console.log(`\nJSON: ${path.relative(repoRoot, file)}`);
  }
}

async function all(): Promise<void> {
  if (!args.includes('--record-only')) {
    await main();
  }
  if (!only || only.test('record import')) {
    await benchRecordImport(portalPort + 1, databaseUrl);
  }
}

all().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
