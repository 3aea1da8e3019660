/// <reference lib="dom" />
/**
 * Lighthouse scores of /login (signed out), the signed-in candidate home and the internship offer
 * list: performance score, LCP, TBT and CLS, median of `--runs` runs (default 3) per page, with
 * the load average of the machine at each run (the figures depend on it).
 *
 * Lighthouse is not a dependency of the repository (its install is large): it runs through
 * `npx --yes lighthouse@12` (12 is the last major that runs on Node 20; set LIGHTHOUSE_VERSION to
 * change it). Its default configuration is used: a mobile phone with simulated throttling (4×
 * CPU, 150 ms round trip, 1.6 Mbit/s); `--desktop` uses its desktop preset instead.
 *
 * It starts the portal as in production (`node apps/api/dist/server.js`, run `npm run build`
 * first) on its own port (PORT, default 4195) with a fresh data folder. /login runs in a profile
 * that has only answered the cookie notice. For the other pages it signs the demo candidate
 * in through the API and stores the session in a fresh Chromium profile as the login page would
 * (localStorage; the cookie choice answered, as a returning user). Then it starts the system
 * Chromium (`/usr/bin/chromium` or CHROME_PATH; the full browser, not the headless shell) on that
 * profile with a debugging port and runs Lighthouse against it: Lighthouse clears the HTTP cache
 * before each run but keeps localStorage and cookies, so each run is a cold load by a signed-in
 * user.
 *
 *   npm run build && npm run lighthouse --workspace @portal/bench [-- --runs 5 --desktop --json]
 *   (one page only: -- --page /ofertas-practicas)
 *   (as deployed, over HTTPS with HTTP/2 from a TLS front like a load balancer's: -- --https;
 *   bench/src/tls-front.ts)
 *   (what the simulated metrics waited for: LANTERN_DEBUG=1 … -- --save-assets writes each
 *   metric's simulated timeline as a trace beside the report, to open in Chromium's DevTools)
 *   (or against a running server with the demo data: -- --url http://127.0.0.1:4183)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { median, startBuiltServer } from './built-server.ts';
import { demoCandidate, findChromium, signedInStorage } from './browser-session.ts';
import { repoRoot } from './portal-process.ts';
import { measuredUrls, startTlsFront } from './tls-front.ts';

const args = process.argv.slice(2);

function option(name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

const runs = Number(option('--runs') ?? 3);
const desktop = args.includes('--desktop');
const writeJson = args.includes('--json');
const saveAssets = args.includes('--save-assets');
const port = Number(process.env.PORT ?? 4195);
const debugPort = Number(process.env.DEBUG_PORT ?? port + 1000);
const givenUrl = option('--url');
const https = args.includes('--https');
const { portalUrl, baseUrl, tlsPort } = measuredUrls(port, givenUrl, https);
const lighthouse = `lighthouse@${process.env.LIGHTHOUSE_VERSION ?? '12'}`;

const onlyPath = option('--page');
/** `signedIn`: opened by the demo candidate; otherwise by a visitor who has only answered the cookie notice. */
const pages = [
  { name: '/login', path: '/login', signedIn: false },
  { name: '/ (candidate home)', path: '/', signedIn: true },
  { name: '/ofertas-practicas', path: '/ofertas-practicas', signedIn: true },
].filter((page) => onlyPath === undefined || page.path === onlyPath);

const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The demo candidate signed in, having answered the cookie notice. */
const signIn = async (): Promise<Record<string, string>> => ({
  ...(await signedInStorage(portalUrl, demoCandidate)),
  cookieAccepted: 'true',
});

/**
 * A Chromium profile holding the session, or only the cookie answer when `session` is null
 * (written by a same-origin document without the app).
 */
async function prepareProfile(session: Record<string, string> | null): Promise<string> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: chromiumArgs,
    headless: true,
  });
  // With an expiry: a session cookie would not outlive this browser.
  const expires = Math.floor(Date.now() / 1000) + 365 * 24 * 3600;
  await context.addCookies([{ name: 'cookies_analiticas', value: 'no', url: baseUrl, expires }]);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseUrl}/theme-init.js`);
  await page.evaluate(
    (values) => {
      for (const [key, value] of Object.entries(values)) {
        window.localStorage.setItem(key, value);
      }
    },
    session ?? { cookieAccepted: 'true' },
  );
  await context.close();
  return profile;
}

async function startChromium(profile: string): Promise<ChildProcess> {
  const child = spawn(
    findChromium(),
    [...chromiumArgs, `--remote-debugging-port=${String(debugPort)}`, `--user-data-dir=${profile}`],
    { stdio: 'ignore' },
  );
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${String(debugPort)}/json/version`);
      if (response.ok) {
        return child;
      }
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) {
      throw new Error(`Chromium exited with ${String(child.exitCode)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Report {
  finalDisplayedUrl: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

interface Sample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  load: number;
}

/**
 * One Lighthouse run. The first load in a newly started headless Chromium now and then ends with
 * Lighthouse's NO_FCP ("the page did not paint any content"; the page did, the next run shows
 * it): such a run is made again, once, and said so.
 */
function runLighthouse(url: string, output: string, retried = false): Report {
  try {
    lighthouseOnce(url, output);
  } catch (error) {
    if (retried) {
      throw error;
    }
    console.error(`Lighthouse failed on ${url}; running it again`);
    return runLighthouse(url, output, true);
  }
  return JSON.parse(fs.readFileSync(output, 'utf8')) as Report;
}

function lighthouseOnce(url: string, output: string): void {
  execFileSync(
    'npx',
    [
      '--yes',
      lighthouse,
      url,
      `--port=${String(debugPort)}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      ...(desktop ? ['--preset=desktop'] : []),
      // The trace and, with LANTERN_DEBUG=1 in the environment, the simulated timelines of each
      // metric beside the report (what the simulated LCP waited for).
      ...(saveAssets ? ['--save-assets'] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

const server = givenUrl === undefined ? await startBuiltServer(port, 'portal-lighthouse-') : null;
const givenPort = Number(new URL(portalUrl).port);
const front = https ? await startTlsFront(tlsPort, givenPort) : null;
if (front !== null) {
  // The TLS front's throwaway certificate, trusted by its key (the page counts as secure).
  chromiumArgs.push(`--ignore-certificate-errors-spki-list=${front.spki}`);
}
const reportDir = path.join(repoRoot, 'bench/results/lighthouse');
fs.mkdirSync(reportDir, { recursive: true });
const results: { page: string; samples: Sample[] }[] = [];

/** Runs the pages of one profile (signed in or not) in a Chromium of their own. */
async function runPages(
  group: typeof pages,
  session: Record<string, string> | null,
): Promise<void> {
  if (group.length === 0) {
    return;
  }
  const profile = await prepareProfile(session);
  let browser: ChildProcess | null = null;
  try {
    browser = await startChromium(profile);
    for (const page of group) {
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i += 1) {
        const load = os.loadavg()[0] ?? 0;
        const name = page.path === '/' ? 'home' : page.path.slice(1);
        const file = path.join(
          reportDir,
          `${name}-${desktop ? 'desktop' : 'mobile'}${https ? '-https' : ''}-${String(i + 1)}.json`,
        );
        const report = runLighthouse(`${baseUrl}${page.path}`, file);
        if (new URL(report.finalDisplayedUrl).pathname !== page.path) {
          throw new Error(`${page.path} ended at ${report.finalDisplayedUrl}`);
        }
        const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
        const sample: Sample = {
          score: Math.round((report.categories.performance.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          si: audit('speed-index'),
          load,
        };
        samples.push(sample);
        console.error(
          `${page.name} run ${String(i + 1)}: score ${String(sample.score)}, LCP ${sample.lcp.toFixed(0)} ms, TBT ${sample.tbt.toFixed(0)} ms, CLS ${sample.cls.toFixed(3)} (load ${load.toFixed(1)})`,
        );
      }
      results.push({ page: page.name, samples });
    }
  } finally {
    if (browser !== null && browser.exitCode === null) {
      // The profile is removed once Chromium has stopped writing to it.
      const exited = new Promise((resolve) => browser?.once('exit', resolve));
      browser.kill('SIGTERM');
      await exited;
    }
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    } catch {
      // Chromium's helper processes may still write to it: a temporary folder left behind.
    }
  }
}

try {
  await runPages(
    pages.filter((page) => !page.signedIn),
    null,
  );
  const signedIn = pages.filter((page) => page.signedIn);
  await runPages(signedIn, signedIn.length === 0 ? null : await signIn());
} finally {
  front?.process.kill('SIGTERM');
  server?.kill('SIGTERM');
}

console.log(
  `Lighthouse ${lighthouse.slice('lighthouse@'.length)} (${desktop ? 'desktop' : 'mobile'}, ${https ? 'HTTPS with HTTP/2 through a TLS front' : 'plain HTTP/1.1'}), median of ${String(runs)} runs (${new Date().toISOString().slice(0, 10)}, ${String(os.cpus().length)} cores)`,
);
console.log('| page | score | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | load average |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { page, samples } of results) {
  const m = (pick: (s: Sample) => number) => median(samples.map(pick));
  const loads = samples.map((s) => s.load.toFixed(1)).join(', ');
  console.log(
    `| ${page} | ${String(m((s) => s.score))} | ${m((s) => s.fcp).toFixed(0)} | ${m((s) => s.lcp).toFixed(0)} | ${m((s) => s.tbt).toFixed(0)} | ${m((s) => s.cls).toFixed(3)} | ${m((s) => s.si).toFixed(0)} | ${loads} |`,
  );
}
console.log(`reports: ${path.relative(repoRoot, reportDir)}/`);
if (writeJson) {
  const file = path.join(
    repoRoot,
    `bench/results/lighthouse-${desktop ? 'desktop' : 'mobile'}.json`,
  );
  fs.writeFileSync(file, `${JSON.stringify({ runs, results }, null, 2)}\n`);
  console.log(`written ${path.relative(repoRoot, file)}`);
}
