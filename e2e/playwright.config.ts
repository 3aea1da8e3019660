import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_MAINTENANCE_KEY, E2E_PORT } from './support/env.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The system Chromium (Debian package) or CHROMIUM_PATH. Playwright's own browser download is
 * never used: without a Chromium the run fails with instructions instead of skipping.
 */
function findChromium(): string {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit !== undefined && explicit !== '') {
    if (!fs.existsSync(explicit)) {
      throw new Error(
        `CHROMIUM_PATH is set to ${explicit}, which does not exist. Point it at a Chromium/Chrome ` +
          'binary, or unset it to use the system Chromium (Debian: `sudo apt-get install chromium`).',
      );
    }
    return explicit;
  }
  // The headless shell (Debian's chromium-headless-shell, Chromium's "old" headless mode) first:
  // the full browser in headless mode runs a GPU process emulated by SwiftShader on the CPU, and
  // the same specs took about 30 % longer with it on two cores.
  const candidates = [
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (found === undefined) {
    throw new Error(
      [
        'No Chromium found for the end-to-end tests.',
        'Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or point CHROMIUM_PATH at a',
        'Chromium/Chrome binary, e.g. `CHROMIUM_PATH=/path/to/chrome npm run test:e2e`.',
        `Looked at: ${candidates.join(', ')}`,
      ].join('\n'),
    );
  }
  return found;
}

const port = E2E_PORT;
const baseURL = `http://127.0.0.1:${String(port)}`;

/**
 * A fresh data folder per run. Only the runner
 * (which starts the server) clears it; worker processes load this file too.
 */
const dataDir = E2E_DATA_DIR;
const isRunner = process.env.TEST_WORKER_INDEX === undefined;
if (isRunner && !process.env.E2E_REUSE_SERVER) {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Spec files run in parallel against one server: each builds its own rows and narrows shared
  // lists to them.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  // Retries on CI absorb timing flakes of a loaded 2-core runner (a retried pass is reported flaky).
  retries: process.env.CI ? 2 : 0,
  // Each page is checked by axe with every WCAG A/AA rule in light and dark mode: on a busy
  // two-core machine a test that visits several pages needs more than 30 s.
  timeout: 90_000,
  // Waits on what the page shows: on a busy two-core machine a render can take seconds.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: 'test-results',
  use: {
    baseURL,
    // An action that cannot happen fails in 20 s with the step named, not at the test's timeout.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    locale: 'es-ES',
    // The browser asks for less motion, as some users do: transitions end at once, so a step never
    // acts on a half-open menu group or dialog (a click 70 ms after opening a group was lost) and
    // no test waits for animations. shell/motion.spec.ts checks the default motion separately.
    contextOptions: { reducedMotion: 'reduce' },
    timezoneId: 'Europe/Madrid',
    // Recording a trace (DOM snapshots and a screencast of every action) took about 40 % of the
    // browsers' CPU time when it was kept for every test: on CI a failing test's first retry
    // records one instead.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // V8 tuned for short pages on few cores (JavaScript behaves the same): no optimising
        // compilers (a test page lives a few seconds, too short for TurboFan's or Maglev's code to
        // repay its compilation on the renderers' background threads) and garbage collection on
        // the page's own thread (parallel GC helpers spun on the cores the other worker and the
        // server need). A loop of 18 signed-in page loads, each with its two axe runs, used
        // 38.5–41.3 CPU-s by default, 35.6–36.5 without TurboFan and 31.3–31.5 with single-threaded
        // GC as well. `--no-opt` leaves Maglev on: 28 tests (login, offers, CV) took 153–171 CPU-s
        // and 91–99 s without it against 178–193 CPU-s and 102–109 s with it, runs alternating.
        '--js-flags=--no-opt --no-maglev --single-threaded-gc',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The portal plus the data factories the specs build their data with (apps/api/src/test/e2e).
    command: 'node --enable-source-maps apps/api/dist-e2e/e2e-server.js',
    cwd: repoRoot,
    url: `${baseURL}/api/Publico/dameConfiguracion`,
    reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Every spec builds its own data: the server starts on an empty database. E2E_SEED_DEMO=true
      // adds the demo seed, to see that no spec is disturbed by data it did not make.
      SEED_DEMO: process.env.E2E_SEED_DEMO ?? 'false',
      LOG_LEVEL: 'warn',
      // Every answer the pages get is also checked against its contract (a mismatch is a 500).
      CHECK_ANSWERS: 'true',
      MAINTENANCE_KEY: E2E_MAINTENANCE_KEY,
      // Every spec signs in several times from one address.
      LOGIN_RATE_PER_MINUTE: '1000',
      LOGIN_MAX_ATTEMPTS: '100',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
      PUBLIC_WRITE_RATE_PER_MINUTE: '1000',
      // Chromium and the server share two cores: no load shedding in the browser tests.
      SHED_EVENT_LOOP_DELAY_MS: '0',
      // A chat webhook that answers 404: its calls fail for good, so the outgoing-mail page has a
      // failed message to show (only reports from non-local pages are forwarded).
      ERROR_WEBHOOK_URL: `${baseURL}/api/webhook-inexistente`,
    },
  },
});
