/**
 * Start-up to first answered request: starts the server as a child process (compiled bundle by
 * default, `--tsx` for the TypeScript sources), polls /api/health until it answers, prints the
 * elapsed time and the server's resident memory, then stops it. Run with a seeded DATA_DIR so the
 * figure is start-up, not first-time seeding:
 *   npx tsx bench/src/startup.ts [--tsx] [--data-dir /tmp/portal-startup]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './portal-process.ts';
import { residentKiB } from './proc.ts';
const args = process.argv.slice(2);
const useTsx = args.includes('--tsx');
const dataDirIndex = args.indexOf('--data-dir');
const dataDir = dataDirIndex >= 0 ? (args[dataDirIndex + 1] ?? '') : '/tmp/portal-startup';
const port = 18000 + Math.floor(Math.random() * 1000);

const command = useTsx
  ? [path.join(repoRoot, 'node_modules/.bin/tsx'), 'apps/api/src/server.ts']
  : [process.execPath, 'apps/api/dist/server.js'];

function rssMiB(pid: number): number {
  return Math.round(residentKiB(pid) / 102.4) / 10;
}

/** The process that listens (tsx runs the server in a child of its own). */
function serverPid(rootPid: number): number {
  const children = fs
    .readFileSync(`/proc/${String(rootPid)}/task/${String(rootPid)}/children`, 'utf8')
    .trim();
  const first = children.split(/\s+/).find((c) => c !== '');
  return first === undefined ? rootPid : serverPid(Number(first));
}

const started = performance.now();
const [bin = process.execPath, ...rest] = command;
const child = spawn(bin, rest, {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
  detached: true,
});

for (;;) {
  try {
    const response = await fetch(`http://127.0.0.1:${String(port)}/api/health`);
    if (response.ok) {
      break;
    }
  } catch {
    // not listening yet
  }
  if (child.exitCode !== null) {
    throw new Error(`server exited with ${String(child.exitCode)}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const elapsed = performance.now() - started;
const rss = child.pid === undefined ? 0 : rssMiB(serverPid(child.pid));
console.log(
  `${useTsx ? 'tsx sources' : 'compiled bundle'}: first answer after ${elapsed.toFixed(0)} ms, resident memory ${String(rss)} MiB`,
);
if (child.pid !== undefined) {
  // The whole group: tsx runs the server in a child process of its own.
  process.kill(-child.pid, 'SIGTERM');
}
await new Promise((resolve) => child.once('exit', resolve));
