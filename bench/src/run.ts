/**
 * Load benchmark, every part in its own process (issue 18): the data is prepared by prepare.ts,
 * the portal runs as in production (`node apps/api/dist/server.js`), a bare Node `http` server
 * gives the machine's limit, and autocannon's CLI generates the load from a third process.
 * Each scenario is printed as a ratio to the bare server and to GET /api/health measured in the
 * same run (never as bare absolute figures).
 *
 *   npm run bench [-- --json] [-- --skip-prepare]
 *   BENCH_DURATION (s, 10), BENCH_CONNECTIONS (50), BENCH_CANDIDATES, BENCH_OFFERS,
 *   BENCH_APPLICATIONS, BENCH_COMPANIES, BENCH_DATABASE_URL (PostgreSQL instead of PGlite)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const duration = num('BENCH_DURATION', 10);
const connections = num('BENCH_CONNECTIONS', 50);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'portal-bench');
const databaseUrl = process.env.BENCH_DATABASE_URL;
const portalPort = 18200;
const barePort = 18100;

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Sent with the bearer token of estudiante@demo.es (candidate calls). */
  auth?: boolean;
}

const scenarios: Scenario[] = [
  {
    name: 'GET /api/Publico/dameConfiguracion (cached)',
    method: 'GET',
    path: '/api/Publico/dameConfiguracion',
  },
  { name: 'GET /api/Dominios/provincias', method: 'GET', path: '/api/Dominios/provincias' },
  {
    name: 'offer list + facets',
    method: 'GET',
    path: '/api/Alumno/dameOfertasUsuario/practicas',
    auth: true,
  },
  {
    name: 'offer list, 2 provinces + contract',
    method: 'GET',
    path: '/api/Alumno/dameOfertasUsuario/practicas?provincia=28,46&contrato=9',
    auth: true,
  },
  {
    name: 'search "ingenieria datos"',
    method: 'GET',
    path: '/api/Alumno/dameOfertasUsuario/practicas?titulo=ingenieria%20datos',
    auth: true,
  },
  {
    name: 'search with typo "investigacon"',
    method: 'GET',
    path: '/api/Alumno/dameOfertasUsuario/practicas?titulo=investigacon',
    auth: true,
  },
  {
    name: 'GET dameNotificaciones (signed in)',
    method: 'GET',
    path: '/api/Alumno/dameNotificaciones',
    auth: true,
  },
  {
    name: 'POST logaUsuario (argon2id)',
    method: 'POST',
    path: '/api/Alumno/logaUsuario',
    body: { eUsuario: 'estudiante@demo.es', ePassword: 'Demo1234', eAmbito: 'PrivadoAlumno' },
  },
];

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
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

/** One autocannon run in its own process (its CLI with --json), so it never shares our loop. */
function load(
  name: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Figures {
  const cli = path.join(repoRoot, 'node_modules/autocannon/autocannon.js');
  const headerArgs = Object.entries({ 'accept-encoding': 'gzip', ...options.headers }).flatMap(
    ([key, value]) => ['-H', `${key}=${value}`],
  );
  const result = spawnSync(
    process.execPath,
    [
      cli,
      '-j',
      '-c',
      String(connections),
      '-d',
      String(duration),
      '-t',
      '10',
      '-m',
      options.method ?? 'GET',
      ...headerArgs,
      ...(options.body === undefined
        ? []
        : ['-H', 'content-type=application/json', '-b', JSON.stringify(options.body)]),
      url,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const r = JSON.parse(result.stdout) as {
    requests: { average: number };
    latency: { p50: number; p90: number; p97_5: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
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

  const portal = start([process.execPath, 'apps/api/dist/server.js'], {
    NODE_ENV: 'production',
    PORT: String(portalPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    LOGIN_RATE_PER_MINUTE: '100000000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '10000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const base = `http://127.0.0.1:${String(portalPort)}`;
  try {
    await waitFor(`${base}/api/health`, portal);
    const login = await fetch(`${base}/api/Alumno/logaUsuario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        eUsuario: 'estudiante@demo.es',
        ePassword: 'Demo1234',
        eAmbito: 'PrivadoAlumno',
      }),
    });
    const token = ((await login.json()) as { datos: { token: string } }).datos.token;
    results.push(load('GET /api/health', `${base}/api/health`));
    for (const s of scenarios) {
      results.push(
        load(s.name, `${base}${s.path}`, {
          method: s.method,
          headers: s.auth ? { authorization: `Bearer ${token}` } : {},
          body: s.body,
        }),
      );
    }
  } finally {
    await stop(portal);
  }

  const bareRps = results[0]?.rps ?? 1;
  const healthRps = results[1]?.rps ?? 1;
  const kind = databaseUrl ? 'postgres' : 'pglite';
  console.log(
    `\n${String(connections)} connections, ${String(duration)} s each, ${String(os.cpus().length)} cores, ${kind}; load from a separate autocannon process\n`,
  );
  console.log(
    'scenario'.padEnd(44),
    'req/s'.padStart(8),
    '×bare'.padStart(7),
    '×health'.padStart(8),
    'p50'.padStart(6),
    'p97.5'.padStart(7),
    'p99'.padStart(6),
    'errors'.padStart(7),
  );
  for (const r of results) {
    console.log(
      r.name.padEnd(44),
      r.rps.toFixed(0).padStart(8),
      (r.rps / bareRps).toFixed(3).padStart(7),
      (r.rps / healthRps).toFixed(3).padStart(8),
      String(r.p50).padStart(6),
      String(r.p97_5).padStart(7),
      String(r.p99).padStart(6),
      String(r.errors + r.timeouts + r.non2xx).padStart(7),
    );
  }
  if (args.includes('--json')) {
    const outDir = path.join(repoRoot, 'bench/results');
    fs.mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, `run-${new Date().toISOString().replaceAll(':', '-')}.json`);
    const json = results.map((r) => ({
      ...r,
      ratioBare: r.rps / bareRps,
      ratioHealth: r.rps / healthRps,
    }));
    fs.writeFileSync(file, JSON.stringify({ connections, duration, kind, results: json }, null, 2));
    console.log(`\nJSON: ${path.relative(repoRoot, file)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
