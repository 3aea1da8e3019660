/**
 * How long an offer change takes to reach the lists of every process: two portal processes on
 * one PostgreSQL database (BENCH_DATABASE_URL, bench data prepared by `npm run bench`). A company
 * writes an offer with a title word nobody has used and the careers office publishes it through
 * one process; from the moment the publication is answered, a candidate asks the other process's
 * list for that word every few milliseconds until the offer is in it (and the writing process's
 * own list, for comparison). The direction alternates. BENCH_CHANGES (40) publications.
 * BENCH_REACH_LOAD=1 measures it while the many-user scenario (many-users.ts: BENCH_USERS
 * candidates, BENCH_CONNECTIONS connections, in its own process) loads the first process.
 *
 *   BENCH_DATABASE_URL=postgres://…/bench100k npx tsx bench/src/change-reach.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareManyUsers } from './many-users-plan.ts';
import { latencyLine } from './latency-line.ts';
import type { ManyUsersFigures } from './many-users.ts';
import { answering, logged, repoRoot, startPortal } from './portal-process.ts';

if (!process.env.BENCH_DATABASE_URL) {
  throw new Error('change-reach needs BENCH_DATABASE_URL: processes share a PostgreSQL database');
}
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const changes = num('BENCH_CHANGES', 40);
const ports = [num('BENCH_PORT', 18200) + 8, num('BENCH_PORT', 18200) + 9];
const [baseA, baseB] = ports.map((port) => `http://127.0.0.1:${String(port)}`) as [string, string];
const bases = [baseA, baseB];
const portals = ports.map((port) =>
  startPortal({
    port,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-reach-')),
    logLevel: 'info',
  }),
);

interface Answer<T> {
  status: number;
  datos?: T;
}

async function call<T>(base: string, route: string, token: string, body?: unknown) {
  const response = await fetch(`${base}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as Answer<T>;
  if (!response.ok || answer.status !== 0) {
    throw new Error(`${route}: ${String(response.status)} ${JSON.stringify(answer)}`);
  }
  return answer.datos as T;
}

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Starts the many-user scenario against the first process, long enough to cover the
 * measurement; `done` resolves to its figures when it ends.
 */
async function startLoad(): Promise<{ done: Promise<ManyUsersFigures> }> {
  const duration = num('BENCH_USERS_DURATION', 60);
  const loadPlan = await prepareManyUsers(baseA, {
    users: num('BENCH_USERS', 300),
    available: num('BENCH_CANDIDATES', 2000),
    companies: num('BENCH_USER_COMPANIES', 20),
    connections: num('BENCH_CONNECTIONS', 50),
    duration,
    seed: num('BENCH_SEED', 42),
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-reach-plan-')), 'plan.json');
  fs.writeFileSync(file, JSON.stringify(loadPlan));
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['bench/src/many-users.ts', file],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  // Let the load reach its pace before the first publication.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  return {
    done: new Promise((resolve, reject) => {
      child.once('exit', (code) => {
        if (code === 0) {
          resolve(JSON.parse(Buffer.concat(output).toString()) as ManyUsersFigures);
        } else {
          reject(new Error(`many-user load exited with ${String(code)}`));
        }
      });
    }),
  };
}

// The text index is built aside after start: the word searches below measure it, not the database.
const textIndexes = Promise.all(portals.map((portal) => logged(portal, 'text index built')));

try {
  await textIndexes;
  await Promise.all(portals.map((portal, i) => answering(`${bases[i] ?? ''}/api/health`, portal)));
  const plan = await prepareManyUsers(baseA, {
    users: 20,
    available: num('BENCH_CANDIDATES', 2000),
    companies: 1,
    connections: 1,
    duration: 1,
    seed: num('BENCH_SEED', 7),
  });
  const load = process.env.BENCH_REACH_LOAD === '1' ? await startLoad() : null;
  const loadState = { ended: false };
  void load?.done.finally(() => {
    loadState.ended = true;
  });
  const reader = plan.candidates.find((c) => c.families.includes('empleo'));
  const company = plan.companies[0];
  if (!reader || !company || plan.staff === null) {
    throw new Error('change-reach: no candidate that sees jobs, no company or no careers office');
  }
  const staff = plan.staff;
  /** Milliseconds from `since` until the list of `base` shows offer `id` for `word`. */
  const untilListed = async (base: string, word: string, id: number, since: number) => {
    for (;;) {
      const page = await call<{ ofertas: { idOferta: number }[] }>(
        base,
        `/api/Alumno/dameOfertasUsuario/empleo?titulo=${word}&facetas=0`,
        reader.token,
      );
      if (page.ofertas.some((offer) => offer.idOferta === id)) {
        return performance.now() - since;
      }
      if (performance.now() - since > 10_000) {
        throw new Error(`offer ${String(id)} not listed by ${base} after 10 s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  // Under load, by whether the list was read from the loaded process (the first) or the other.
  const other: number[][] = [[], []];
  const same: number[][] = [[], []];
  for (let i = 0; i < changes; i += 1) {
    const [writer, watcher] = i % 2 === 0 ? [baseA, baseB] : [baseB, baseA];
    const word = `alcance${String(i)}q${Math.random().toString(36).slice(2, 8)}`;
    const { idOferta } = await call<{ idOferta: number }>(
      writer,
      '/api/Empresa/addOferta',
      company,
      {
        familia: 'empleo',
        titulo: `Analista de ${word}`,
        plazas: 1,
        idSector: 1,
        idTipoContrato: 1,
        titulaciones: [1],
        idProvincia: 28,
        descripcion: '<p>Oferta escrita para medir cuánto tarda en verse en otro proceso.</p>',
        fechaFinInscripcion: day(30),
      },
    );
    await call(writer, '/api/Gestion/validarOferta', staff, { idOferta });
    const published = performance.now();
    const [elsewhere, here] = await Promise.all([
      untilListed(watcher, word, idOferta, published),
      untilListed(writer, word, idOferta, published),
    ]);
    other[i % 2 === 0 ? 1 : 0]?.push(elsewhere);
    same[i % 2]?.push(here);
  }
  console.log(
    `an offer published through one process, until a list shows it (${String(changes)} offers, polled every 5 ms${load ? ', the first process under the many-user load' : ''})`,
  );
  if (load) {
    latencyLine('in the other process, the loaded one', other[0] ?? [], 44);
    latencyLine('in the other process, the idle one', other[1] ?? [], 44);
    latencyLine('in the writing process, the loaded one', same[0] ?? [], 44);
    latencyLine('in the writing process, the idle one', same[1] ?? [], 44);
  } else {
    latencyLine('in the other process', other.flat(), 34);
    latencyLine('in the process that wrote it', same.flat(), 34);
  }
  if (load) {
    if (loadState.ended) {
      console.log('the load ended before the last offer: raise BENCH_USERS_DURATION');
    }
    const figures = await load.done;
    console.log(
      `many-user load on the first process meanwhile: ${figures.rps.toFixed(0)} 2xx/s, p97.5 ${String(figures.p97_5)} ms, ${String(figures.errors + figures.timeouts)} errors and timeouts`,
    );
  }
} finally {
  for (const portal of portals) {
    portal.kill('SIGTERM');
  }
  await Promise.all(
    portals.map((portal) => new Promise((resolve) => portal.once('exit', resolve))),
  );
}
