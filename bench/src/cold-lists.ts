/**
 * Cold lists, one request at a time: the cost of an offer list (filter, order, page, facet
 * counts, the candidate's applications on the page) for a question nobody asked before, and of
 * a text search for a word asked for the first time. Starts the built portal on existing bench
 * data (prepared by `npm run bench` or prepare.ts), signs in bench candidates, then asks
 * BENCH_COLD_QUESTIONS (400) questions drawn as people ask them (list-questions.ts), each one
 * never asked before in the run, and prints the latency (one connection on the same machine:
 * server time plus a loopback round trip). Then the same questions again (kept answers) for
 * comparison, labelled as such; then BENCH_COLD_BUSY_QUESTIONS (2,000) further new questions,
 * BENCH_COLD_CONNECTIONS (20) at a time, for the CPU a cold list costs a busy process.
 *
 *   BENCH_DATABASE_URL=postgres://…/bench100k npx tsx bench/src/cold-lists.ts
 *   (embedded database: BENCH_DATA_DIR=/tmp/portal-bench, the folder prepared by `npm run bench`)
 *   BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the portal's process.
 */
import os from 'node:os';
import { prng, randomListQuery } from './list-questions.ts';
import { prepareManyUsers } from './many-users-plan.ts';
import { latencyLine } from './latency-line.ts';
import { answering, startPortal } from './portal-process.ts';
import { cpuTicks, cpuTimes } from './proc.ts';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const port = num('BENCH_PORT', 18200) + 7;
const base = `http://127.0.0.1:${String(port)}`;
const questions = num('BENCH_COLD_QUESTIONS', 400);
const busyQuestions = num('BENCH_COLD_BUSY_QUESTIONS', 2000);
const connections = num('BENCH_COLD_CONNECTIONS', 20);

const portal = startPortal({
  port,
  dataDir: process.env.BENCH_DATA_DIR ?? '/tmp/portal-bench',
  // Requests are not logged (a line each would be part of every figure).
  logLevel: 'warn',
});

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
  /** `count` questions nobody asked before in this run. */
  const draw = (count: number) => {
    const drawn: { url: string; token: string; text: boolean }[] = [];
    while (drawn.length < count) {
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
    return drawn;
  };
  const drawn = draw(questions);
  // The text index is built aside after start, keeping the process busy until it is done (until
  // then searches go to the database), and then the garbage of the build is collected: wait
  // until the portal is idle (under 5 % of a core for two half-seconds in a row), so the figures
  // are the requests' own.
  for (let before = cpuMs(), quiet = 0; quiet < 2;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuMs();
    quiet = now - before < 25 ? quiet + 1 : 0;
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

  // Busy: further new questions, `connections` at a time, as a loaded process meets them (no
  // latency here: the CPU a request costs when requests overlap, the figure the mixed load pays).
  const busy = draw(busyQuestions);
  let next = 0;
  let busyAfresh = 0;
  const before = cpuTimes(portal.pid ?? 0);
  const busyStart = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let d = busy[next++]; d !== undefined; d = busy[next++]) {
        // Read before adding: `busyAfresh += await …` would add to a count read before the wait.
        const { cache } = await ask(d);
        busyAfresh += cache === 'miss' ? 1 : 0;
      }
    }),
  );
  const seconds = (performance.now() - busyStart) / 1000;
  const after = cpuTimes(portal.pid ?? 0);
  const perRequest = (ticks: number) => ((ticks * 10) / busy.length).toFixed(2);
  console.log(
    `${String(busy.length)} more new questions, ${String(connections)} at a time (${String(busyAfresh)} answered afresh): ${(busy.length / seconds).toFixed(0)}/s; the portal's CPU per request ${perRequest(after.user + after.system - before.user - before.system)} ms (user ${perRequest(after.user - before.user)}, system ${perRequest(after.system - before.system)})`,
  );
} finally {
  portal.kill('SIGTERM');
  await new Promise((resolve) => portal.once('exit', resolve));
}
