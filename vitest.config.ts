import { defineConfig } from 'vitest/config';

// One runner for every unit and API test: `npm run test:unit` (all projects) or `--project api`.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
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
          // still gets its own app and database (createTestApp), closed after the file.
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
          environment: 'jsdom',
        },
      },
    ],
  },
});
