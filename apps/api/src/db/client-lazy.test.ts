import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Runs in a fresh Node process (the test workers share modules, so one of them may have loaded
// the package already): a resolve hook writes every specifier naming PGlite to a file, first
// after loading the whole app as a server on PostgreSQL does, then after opening PGlite.
const script = `
import fs from 'node:fs';
import { register } from 'node:module';
const log = process.env.RESOLVED_LOG;
const hook = [
  "import fs from 'node:fs';",
  'let log;',
  'export function initialize(data) { log = data.log; }',
  'export async function resolve(specifier, context, next) {',
  "  if (specifier.includes('pglite')) fs.appendFileSync(log, specifier + '\\\\n');",
  '  return next(specifier, context);',
  '}',
].join('\\n');
register('data:text/javascript,' + encodeURIComponent(hook), { data: { log } });
const read = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\\n').filter(Boolean) : []);
await import('./src/app.ts');
const { openPglite } = await import('./src/db/embedded.ts');
const afterApp = read();
const database = await openPglite();
await database.close();
console.log(JSON.stringify({ afterApp, afterOpen: read() }));
`;

describe('the embedded database package', () => {
  // A fresh process compiles the whole app with tsx: far longer than one API test.
  it(
    'is loaded only when PGlite is opened, not by the app a PostgreSQL server runs',
    { timeout: 180_000 },
    async () => {
      const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lazy-')), 'resolved.txt');
      const child = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '--eval', script],
        { cwd: apiDir, env: { ...process.env, RESOLVED_LOG: log }, encoding: 'utf8' },
      );
      const lines = child.stdout.trim().split('\n');
      const seen = JSON.parse(lines[lines.length - 1] ?? '{}') as {
        afterApp: string[];
        afterOpen: string[];
      };
      expect(seen.afterApp).toEqual([]);
      expect(seen.afterOpen).toEqual(expect.arrayContaining(['@electric-sql/pglite']));
    },
  );
});
