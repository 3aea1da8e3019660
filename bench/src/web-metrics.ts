/// <reference lib="dom" />
/**
 * Web metrics of the built app: LCP, CLS, TBT and FCP from
 * Chromium's Performance API, and the JavaScript each page downloads, on /login, the signed-in
 * candidate home, the signed-in company home and the internship offer list, desktop and mobile.
 *
 * It starts the portal as in production (`node apps/api/dist/server.js`, run `npm run build`
 * first) on its own port with a fresh data folder, signs in through the API, then loads each page
 * in a new browser context (empty cache, the session already stored, as a returning user who
 * opens the portal) in the system Chromium (`/usr/bin/chromium` or CHROMIUM_PATH). Mobile is a
 * 412×823 phone with Lighthouse's mobile throttling applied through the DevTools protocol (4× CPU
 * slowdown, 562.5 ms round trip, 1.47 Mbit/s down, 0.68 Mbit/s up: its "devtools" preset); desktop
 * is 1350×940 without throttling, as Lighthouse's desktop preset. Each figure is the median of
 * `--runs` loads (default 3). Nothing is asserted: the figures are printed (and written as JSON
 * with `--json`), for the README.
 *
 *   npm run build && npm run web-metrics --workspace @portal/bench [-- --runs 5 --json]
 *   (as deployed, over HTTPS with HTTP/2 from a TLS front like a load balancer's: -- --https;
 *   bench/src/tls-front.ts)
 *   (or against a running server: -- --url http://127.0.0.1:4194, which must have the demo data)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { median, startBuiltServer } from './built-server.ts';
import {
  demoCandidate,
  demoCompany,
  findChromium,
  signedInStorage,
  type DemoAccount,
} from './browser-session.ts';
import { repoRoot } from './portal-process.ts';
import { measuredUrls, startTlsFront } from './tls-front.ts';

const args = process.argv.slice(2);

function option(name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

const runs = Number(option('--runs') ?? 3);
const writeJson = args.includes('--json');
const port = Number(process.env.PORT ?? 4194);
const givenUrl = option('--url');
const https = args.includes('--https');
const { portalUrl, baseUrl, tlsPort } = measuredUrls(port, givenUrl, https);

/** The flags of e2e/playwright.config.ts (the system Chromium, headless, no background work). */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const candidate = demoCandidate;
const company = demoCompany;

interface Scenario {
  name: string;
  path: string;
  account: DemoAccount | null;
  /** What the user waits for: the page is loaded when it is visible. */
  ready: (page: Page) => Promise<void>;
}

const scenarios: Scenario[] = [
  {
    name: '/login',
    path: '/login',
    account: null,
    ready: (page) => page.getByRole('textbox', { name: 'Usuario' }).waitFor(),
  },
  {
    name: '/ (candidate home)',
    path: '/',
    account: candidate,
    ready: (page) => page.getByTestId('home-offers').getByRole('listitem').first().waitFor(),
  },
  {
    name: '/ (company home)',
    path: '/',
    account: company,
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor(),
  },
  {
    name: '/ofertas-practicas',
    path: '/ofertas-practicas',
    account: candidate,
    ready: (page) => page.getByTestId('offer-total').waitFor(),
  },
];

interface Profile {
  name: 'desktop' | 'mobile';
  context: Parameters<Browser['newContext']>[0];
  throttle: boolean;
}

const profiles: Profile[] = [
  {
    name: 'desktop',
    context: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
    throttle: false,
  },
  {
    name: 'mobile',
    context: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    },
    throttle: true,
  },
];

interface Metrics {
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** Compressed bytes of JavaScript transferred (KB), and their decoded size. */
  jsKb: number;
  jsRawKb: number;
  jsFiles: number;
}

/** Collects paint, layout-shift and long-task entries from the first byte of the document. */
function observe(): void {
  const store = {
    lcp: 0,
    fcp: 0,
    shifts: [] as [number, number][],
    longTasks: [] as [number, number][],
  };
  (window as unknown as { __metrics: typeof store }).__metrics = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      store.lcp = entry.startTime;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') {
        store.fcp = entry.startTime;
      }
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) {
        store.shifts.push([entry.startTime, entry.value]);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      store.longTasks.push([entry.startTime, entry.duration]);
    }
  }).observe({ type: 'longtask', buffered: true });
}

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
}

/**
 * CLS as the browser reports it to Lighthouse and web-vitals: the largest session window of
 * shifts (gaps under 1 s, windows at most 5 s long).
 */
function sessionWindowCls(shifts: readonly [number, number][]): number {
  let best = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const [time, value] of shifts) {
    if (current > 0 && time - last < 1000 && time - first < 5000) {
      current += value;
    } else {
      current = value;
      first = time;
    }
    last = time;
    best = Math.max(best, current);
  }
  return best;
}

async function measure(
  browser: Browser,
  scenario: Scenario,
  profile: Profile,
  session: Record<string, string> | null,
): Promise<Metrics> {
  const context = await browser.newContext({
    ...profile.context,
    baseURL: baseUrl,
    locale: 'es-ES',
  });
  // A returning user: the cookie choice is stored (a first visit to /login shows the banner).
  if (session !== null) {
    await context.addInitScript((values) => {
      for (const [key, value] of Object.entries(values)) {
        window.localStorage.setItem(key, value);
      }
      window.localStorage.setItem('cookieAccepted', 'true');
    }, session);
    await context.addCookies([{ name: 'cookies_analiticas', value: 'no', url: baseUrl }]);
  }
  await context.addInitScript(observe);
  const page = await context.newPage();
  if (profile.throttle) {
    await throttle(context, page);
  }
  await page.goto(scenario.path, { waitUntil: 'commit' });
  await scenario.ready(page);
  await page.waitForLoadState('networkidle');
  // Two frames: the last layout work is drawn and observed.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      }),
  );
  const raw = await page.evaluate(() => {
    const store = (
      window as unknown as {
        __metrics: {
          lcp: number;
          fcp: number;
          shifts: [number, number][];
          longTasks: [number, number][];
        };
      }
    ).__metrics;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js')) as PerformanceResourceTiming[];
    return {
      ...store,
      jsBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      jsRawBytes: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
      jsFiles: scripts.length,
    };
  });
  await context.close();
  // Total blocking time: the part of each long task above 50 ms, after the first contentful paint.
  const tbt = raw.longTasks
    .filter(([start]) => start >= raw.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return {
    fcp: raw.fcp,
    lcp: raw.lcp,
    cls: sessionWindowCls(raw.shifts),
    tbt,
    jsKb: raw.jsBytes / 1024,
    jsRawKb: raw.jsRawBytes / 1024,
    jsFiles: raw.jsFiles,
  };
}

const server = givenUrl === undefined ? await startBuiltServer(port, 'portal-web-metrics-') : null;
const front = https ? await startTlsFront(tlsPort, Number(new URL(portalUrl).port)) : null;
const browser = await chromium.launch({
  executablePath: findChromium(),
  // The TLS front's throwaway certificate, trusted by its key (the page counts as secure).
  args:
    front === null
      ? chromiumArgs
      : [...chromiumArgs, `--ignore-certificate-errors-spki-list=${front.spki}`],
});
const results: { page: string; profile: string; metrics: Metrics }[] = [];
try {
  const sessions = new Map<DemoAccount, Record<string, string>>();
  for (const account of [candidate, company]) {
    sessions.set(account, await signedInStorage(portalUrl, account));
  }
  for (const profile of profiles) {
    for (const scenario of scenarios) {
      const session = scenario.account === null ? null : (sessions.get(scenario.account) ?? null);
      // One unmeasured load first: the server's caches are warm, as in normal use.
      await measure(browser, scenario, profile, session);
      const samples: Metrics[] = [];
      for (let i = 0; i < runs; i += 1) {
        samples.push(await measure(browser, scenario, profile, session));
      }
      const metrics: Metrics = {
        fcp: median(samples.map((s) => s.fcp)),
        lcp: median(samples.map((s) => s.lcp)),
        cls: median(samples.map((s) => s.cls)),
        tbt: median(samples.map((s) => s.tbt)),
        jsKb: median(samples.map((s) => s.jsKb)),
        jsRawKb: median(samples.map((s) => s.jsRawKb)),
        jsFiles: median(samples.map((s) => s.jsFiles)),
      };
      results.push({ page: scenario.name, profile: profile.name, metrics });
      console.error(`measured ${scenario.name} (${profile.name})`);
    }
  }
} finally {
  await browser.close();
  front?.process.kill('SIGTERM');
  server?.kill('SIGTERM');
}

const target = (profile: string) => (profile === 'desktop' ? 1500 : 2500);
console.log(
  `Web metrics (${https ? 'HTTPS with HTTP/2 through a TLS front' : 'plain HTTP/1.1'}), median of ${String(runs)} loads (${new Date().toISOString().slice(0, 10)}, ${String(os.cpus().length)} cores)`,
);
console.log(
  '| page | profile | FCP ms | LCP ms (target) | CLS | TBT ms | JS files | JS KB (wire / decoded) |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { page, profile, metrics: m } of results) {
  console.log(
    `| ${page} | ${profile} | ${m.fcp.toFixed(0)} | ${m.lcp.toFixed(0)} (< ${String(target(profile))}) | ${m.cls.toFixed(3)} | ${m.tbt.toFixed(0)} | ${String(m.jsFiles)} | ${m.jsKb.toFixed(1)} / ${m.jsRawKb.toFixed(1)} |`,
  );
}
if (writeJson) {
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'web-metrics.json');
  fs.writeFileSync(file, `${JSON.stringify({ runs, results }, null, 2)}\n`);
  console.log(`written ${path.relative(repoRoot, file)}`);
}
