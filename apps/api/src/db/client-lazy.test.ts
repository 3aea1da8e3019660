import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleOptions } from '../../scripts/bundle.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Bundled with the production build's options (scripts/bundle.mjs: one ESM file, packages left in
// node_modules, the workspace's own packages compiled in). In such a bundle every package
// a module imports statically is loaded when the bundle starts, wherever that module sits, so
// this checks what `npm start` loads: the server's modules first (the app, the seed, the
// start-up, as a server on PostgreSQL loads them), then PGlite opened.
const entry = `
import fs from 'node:fs';
const log = process.env.RESOLVED_LOG;
const read = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\\n').filter(Boolean) : []);
await import('./src/start-server.ts');
const afterApp = read();
const { openPglite } = await import('./src/db/embedded.ts');
const database = await openPglite();
await database.close();
console.log(JSON.stringify({ afterApp, afterOpen: read() }));
`;

// Registered before the bundle loads: writes every specifier naming PGlite to RESOLVED_LOG.
const resolveHook = [
  "import fs from 'node:fs';",
  'let log;',
  'export function initialize(data) { log = data.log; }',
  'export async function resolve(specifier, context, next) {',
  "  if (specifier.includes('pglite')) fs.appendFileSync(log, specifier + '\\n');",
  '  return next(specifier, context);',
  '}',
].join('\n');
const register = `
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(resolveHook)}), {
  data: { log: process.env.RESOLVED_LOG },
});
`;

describe('the embedded database package', () => {
  it('is loaded only when PGlite is opened, not by the server a PostgreSQL deployment starts', async () => {
    // One folder below the API's, as dist/server.js is: the bundle finds its packages in
    // node_modules and the app its ../package.json.
    const dir = path.join(apiDir, '.test-cache');
    fs.mkdirSync(dir, { recursive: true });
    const name = `lazy-${randomUUID()}`;
    const bundle = path.join(dir, `${name}.mjs`);
    const hook = path.join(dir, `${name}-register.mjs`);
    const log = path.join(dir, `${name}-resolved.txt`);
    try {
      await build({
        ...bundleOptions,
        stdin: { contents: entry, resolveDir: apiDir, sourcefile: 'check.ts', loader: 'ts' },
        outfile: bundle,
        logLevel: 'silent',
      });
      fs.writeFileSync(hook, register);
      const child = await promisify(execFile)(process.execPath, ['--import', hook, bundle], {
        cwd: apiDir,
        env: { ...process.env, RESOLVED_LOG: log },
        encoding: 'utf8',
      });
      const lines = child.stdout.trim().split('\n');
      const seen = JSON.parse(lines[lines.length - 1] ?? '{}') as {
        afterApp: string[];
        afterOpen: string[];
      };
      expect(seen.afterApp).toEqual([]);
      expect(seen.afterOpen).toEqual(expect.arrayContaining(['@electric-sql/pglite']));
    } finally {
      for (const file of [bundle, hook, log]) {
        fs.rmSync(file, { force: true });
      }
    }
    // A bundle built, then a process that loads the whole server and creates a PGlite database:
    // beside the other test files and the type check on two cores this took over 30 s once.
  }, 180_000);
});
