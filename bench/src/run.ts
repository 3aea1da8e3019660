import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/api/src/app.ts';
import { parseEnv } from '../../apps/api/src/config/env.ts';
import { openPglite, openPostgres } from '../../apps/api/src/db/client.ts';
import { seedDemoData } from '../../apps/api/src/db/seed/seed.ts';
import { generate } from './generate.ts';

/**
 * Load benchmark: one process serves the API on loopback; each scenario runs with autocannon and
 * is printed as a ratio to GET /api/health measured in the same run (never absolute timings).
 * BENCH_DURATION (s), BENCH_CONNECTIONS, BENCH_CANDIDATES, BENCH_OFFERS, BENCH_DATABASE_URL.
 */
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const duration = num('BENCH_DURATION', 5);
const connections = num('BENCH_CONNECTIONS', 10);

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Sent with the bearer token of estudiante@demo.es (candidate calls). */
  auth?: boolean;
}

const scenarios: Scenario[] = [
  { name: 'GET /api/health (baseline)', method: 'GET', path: '/api/health' },
  {
    name: 'GET /api/Publico/dameConfiguracion',
    method: 'GET',
    path: '/api/Publico/dameConfiguracion',
  },
  { name: 'GET /api/Dominios/titulaciones', method: 'GET', path: '/api/Dominios/titulaciones' },
  { name: 'GET /api/Dominios/provincias', method: 'GET', path: '/api/Dominios/provincias' },
  {
    name: 'offer list, 2 provinces + contract facet',
    method: 'GET',
    path: '/api/Alumno/dameOfertasUsuario/practicas?provincia=28,46&contrato=9',
    auth: true,
  },
  {
    name: 'offer list, newest first + facets',
    method: 'GET',
    path: '/api/Alumno/dameOfertasUsuario/practicas',
    auth: true,
  },
  {
    name: 'offer search "ingenieria datos"',
    method: 'GET',
    path: '/api/Alumno/dameOfertasUsuario/practicas?titulo=ingenieria%20datos',
    auth: true,
  },
  {
    name: 'offer search with typo "investigacon"',
    method: 'GET',
    path: '/api/Alumno/dameOfertasUsuario/practicas?titulo=investigacon',
    auth: true,
  },
  {
    name: 'offer search, no facets (typing)',
    method: 'GET',
    path: '/api/Alumno/dameOfertasUsuario/practicas?titulo=analisis&facetas=false',
    auth: true,
  },
  {
    // A cheap signed-in call: token check, the account-state check (cached 10 s) and one small read.
    name: 'GET /api/Alumno/dameNotificaciones (signed in)',
    method: 'GET',
    path: '/api/Alumno/dameNotificaciones',
    auth: true,
  },
  {
    name: 'POST /api/Alumno/logaUsuario',
    method: 'POST',
    path: '/api/Alumno/logaUsuario',
    body: { eUsuario: 'estudiante@demo.es', ePassword: 'Demo1234', eAmbito: 'PrivadoAlumno' },
  },
];

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = databaseUrl ? openPostgres(databaseUrl, 10) : await openPglite();
  await database.migrate();
  await seedDemoData(database.db);
  const sizes = {
    candidates: num('BENCH_CANDIDATES', 2000),
    companies: num('BENCH_COMPANIES', 200),
    offers: num('BENCH_OFFERS', 3000),
    applications: num('BENCH_APPLICATIONS', 10000),
    seed: num('BENCH_SEED', 42),
  };
  console.log(`Generating data: ${JSON.stringify(sizes)} on ${database.kind}…`);
  await generate(database.db, sizes);

  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'portal-bench'),
    LOGIN_RATE_PER_MINUTE: '1000000',
  });
  const { app } = await buildApp({
    env,
    database,
    jwtSecret: 'bench-secret-that-is-long-enough-0123456789',
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  const login = await fetch(`${url}/api/Alumno/logaUsuario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      eUsuario: 'estudiante@demo.es',
      ePassword: 'Demo1234',
      eAmbito: 'PrivadoAlumno',
    }),
  });
  const token = ((await login.json()) as { datos: { token: string } }).datos.token;

  const results: {
    name: string;
    rps: number;
    p50: number;
    p95: number;
    p99: number;
    errors: number;
  }[] = [];
  for (const s of scenarios) {
    const times: number[] = [];
    const r = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${url}${s.path}`,
          method: s.method,
          connections,
          duration,
          headers: {
            'content-type': 'application/json',
            'accept-encoding': 'gzip',
            ...(s.auth ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(s.body ? { body: JSON.stringify(s.body) } : {}),
        },
        (error, result) => {
          if (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          } else {
            resolve(result);
          }
        },
      );
      instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
        times.push(ms);
      });
    });
    times.sort((a, b) => a - b);
    results.push({
      name: s.name,
      rps: r.requests.average,
      p50: r.latency.p50,
      p95: Math.round(times[Math.floor(times.length * 0.95)] ?? 0),
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
    });
  }
  const baseline = results[0]?.rps ?? 1;
  console.log(
    `\n${String(connections)} connections, ${String(duration)} s each, ${os.cpus().length} cores, ${database.kind}\n`,
  );
  console.log(
    'scenario'.padEnd(44),
    'req/s'.padStart(9),
    'ratio'.padStart(7),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const r of results) {
    console.log(
      r.name.padEnd(44),
      r.rps.toFixed(0).padStart(9),
      (r.rps / baseline).toFixed(3).padStart(7),
      String(r.p50).padStart(8),
      String(r.p95).padStart(8),
      String(r.p99).padStart(8),
      String(r.errors).padStart(7),
    );
  }
  const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, `run-${new Date().toISOString().replaceAll(':', '-')}.json`),
    JSON.stringify({ sizes, connections, duration, kind: database.kind, results }, null, 2),
  );
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
