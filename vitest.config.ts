import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every unit and API test: `npm run test:unit` (all projects) or `--project api`.
export default defineConfig({
  test: {
    // At least two workers: an API test file spends much of its time waiting for the database
    // (copying the template, PostgreSQL's own work), so on two cores vitest's default (one worker
    // per core but one) left a core idle: the API tests took 117 s alone with one worker, 88 s with two.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // The schemas load once per worker rather than once per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          // Test files of a worker share one module graph: the app's modules and the PGlite engine
          // load once per worker instead of once per file (about half the run time). Each file
          // still gets its own app (createTestApp) and a database of the worker's, reset to the
          // template after the file (src/test/test-database.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          // Logic tests run in Node; a test of components or of the DOM says so in its first line
          // (`// @vitest-environment jsdom`). Files of a worker share one module graph (React,
          // Mantine and the contracts load once, not per file): with a jsdom and an import per
          // file the project took 46 s for 3 s of tests, now about 10 s.
          environment: 'node',
          isolate: false,
          setupFiles: ['./src/test/setup.ts'],
          // A component test on a loaded two-core machine took over vitest's default 5 s; its
          // waits for the page (src/test/setup.ts) give up well before this.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
