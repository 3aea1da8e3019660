// Bundles the API for production: one ESM file, dependencies left in node_modules,
// the workspace's own TypeScript packages (@portal/*) compiled in (bundle.mjs).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleOptions } from './bundle.mjs';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// `--e2e` bundles the browser tests' server instead (the portal plus their data factories), into
// its own folder so that nothing started from dist/ can ever contain the factories.
const e2e = process.argv.includes('--e2e');
const entry = e2e ? 'src/test/e2e/e2e-server.ts' : 'src/server.ts';
const outfile = e2e ? 'dist-e2e/e2e-server.js' : 'dist/server.js';

const started = Date.now();
await build({
  absWorkingDir: apiRoot,
  entryPoints: [entry],
  outfile,
  ...bundleOptions,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(`API bundled into apps/api/${outfile} in ${String(Date.now() - started)} ms`);
