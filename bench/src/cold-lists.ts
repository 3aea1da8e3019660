/**
 * Cold lists, one request at a time: the cost of an offer list (filter, order, page, facet
 * counts, the candidate's applications on the page) for a question nobody asked before, and of
 * a text search for a word asked for the first time. Starts the built portal on existing bench
 * data (prepared by `npm run bench` or prepare.ts), signs in bench candidates, then asks
 * BENCH_COLD_QUESTIONS (400) questions drawn as people ask them (list-questions.ts), each one
 * never asked before in the run, and prints the latency (one connection on the same machine:
 * server time plus a loopback round trip). Then the same questions again (kept answers) for
 * comparison, labelled as such.
 *
 *   BENCH_DATABASE_URL=postgres://…/bench100k npx tsx bench/src/cold-lists.ts
 *   (embedded database: BENCH_DATA_DIR=/tmp/portal-bench, the folder prepared by `npm run bench`)
 *   BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the portal's process.
 */
import os from 'node:os';
import { prng, randomListQuery } from './list-questions.ts';
import { prepareManyUsers } from './many-users-plan.ts';
import { latencyLine } from './latency-line.ts';
import { answering, logged, startPortal } from './portal-process.ts';
import { cpuTicks } from './proc.ts';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const port = num('BENCH_PORT', 18200) + 7;
const base = `http://127.0.0.1:${String(port)}`;
const questions = num('BENCH_COLD_QUESTIONS', 400);

const portal = startPortal({
  port,
  dataDir: process.env.BENCH_DATA_DIR ?? '/tmp/portal-bench',
  // Info, to see when the text index is built (each request is logged too: a small cost).
  logLevel: 'info',
});
const textIndexBuilt = logged(portal, 'text index built');

/** CPU time (user + system) the portal's process has used, in ms (Linux /proc). */
const cpuMs = () => (cpuTicks(portal.pid ?? 0) * 1000) / 100;

try {
  await answering(`${base}/api/health`, portal);
  const plan = await prepareManyUsers(base, {
    users: 40,
    available: num('BENCH_CANDIDATES', 2000),
    companies: 0,
    connections: 1,
    duration: 1,
    seed: num('BENCH_SEED', 7),
  });
  const random = prng(num('BENCH_SEED', 7));
  const viewers = plan.candidates.filter((c) => c.families.length > 0);
  const asked = new Set<string>();
  const drawn: { url: string; token: string; text: boolean }[] = [];
  while (drawn.length < questions) {
    const candidate = random.pick(viewers);
    const family = random.pick(candidate.families);
    const query = randomListQuery(random, plan.words);
    const url = `/api/Alumno/dameOfertasUsuario/${family}${query}`;
    // omitirInscritos depends on the candidate; the rest is the same question for anyone.
    const key = query.includes('omitirInscritos') ? `${candidate.token}${url}` : url;
    if (!asked.has(key)) {
      asked.add(key);
      drawn.push({ url, token: candidate.token, text: query.includes('titulo=') });
    }
  }
  // The text index is built aside after start; until then searches go to the database. Then
  // the garbage of the build is collected: wait until the portal is idle (under 5 % of a core
  // over half a second), so the figures are the requests' own.
  await textIndexBuilt;
  for (let before = cpuMs(); ;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuMs();
    if (now - before < 25) {
      break;
    }
    before = now;
  }
  const ask = async (d: (typeof drawn)[number]) => {
    const started = performance.now();
    const response = await fetch(`${base}${d.url}`, {
      headers: { authorization: `Bearer ${d.token}` },
    });
    await response.arrayBuffer();
    if (!response.ok) {
      throw new Error(`${d.url}: ${String(response.status)}`);
    }
    return {
      ms: performance.now() - started,
      cache: response.headers.get('x-portal-cache') ?? 'none',
    };
  };
  const first: { ms: number; text: boolean; cache: string }[] = [];
  const cpuBefore = cpuMs();
  for (const d of drawn) {
    first.push({ ...(await ask(d)), text: d.text });
  }
  const cpuFirst = (cpuMs() - cpuBefore) / drawn.length;
  const again: number[] = [];
  let againAfresh = 0;
  const cpuBetween = cpuMs();
  for (const d of drawn) {
    const answer = await ask(d);
    again.push(answer.ms);
    againAfresh += answer.cache === 'miss' ? 1 : 0;
  }
  const cpuAgain = (cpuMs() - cpuBetween) / drawn.length;
  const misses = first.filter((f) => f.cache === 'miss').length;
  console.log(
    `cold lists, one at a time, ${String(drawn.length)} distinct questions (${String(misses)} answered afresh)`,
  );
  latencyLine(
    'first time, no text',
    first.filter((f) => !f.text).map((f) => f.ms),
  );
  latencyLine(
    'first time, with a title word',
    first.filter((f) => f.text).map((f) => f.ms),
  );
  latencyLine(
    'first time, all',
    first.map((f) => f.ms),
  );
  latencyLine(`asked again (a cache; ${String(againAfresh)} afresh)`, again);
  console.log(
    `portal process CPU per request: ${cpuFirst.toFixed(2)} ms first time, ${cpuAgain.toFixed(2)} ms again (load average ${os.loadavg()[0]?.toFixed(1) ?? '?'})`,
  );
} finally {
  portal.kill('SIGTERM');
  await new Promise((resolve) => portal.once('exit', resolve));
}
