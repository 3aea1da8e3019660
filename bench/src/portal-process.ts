/**
 * The built portal in a process of its own, as production runs it, for the bench scripts that
 * measure one thing at a time (cold-lists.ts, export-memory.ts): bench settings, the database of
 * BENCH_DATABASE_URL or the data folder given, and BENCH_SERVER_NODE_ARGS for its Node.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Node's options for the portal's process: those `npm start` gives it (the API's start script,
 * read so the bench runs the server as production does), then BENCH_SERVER_NODE_ARGS (later
 * options win: `--max-semi-space-size=16` measures Node's default young generation).
 */
export function serverNodeArgs(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(repoRoot, 'apps/api/package.json'), 'utf8'),
  ) as { scripts: { start: string } };
  const fromStart = manifest.scripts.start.split(' ').filter((word) => word.startsWith('--'));
  const fromBench = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return [...fromStart, ...fromBench];
}

export function startPortal(options: {
  port: number;
  dataDir: string;
  logLevel?: 'warn' | 'info';
}): ChildProcess {
  return spawn(process.execPath, [...serverNodeArgs(), 'apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: options.logLevel ?? 'warn',
      SEED_DEMO: 'false',
      JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
      LOGIN_RATE_PER_MINUTE: '100000000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '10000',
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
    stdio: ['ignore', options.logLevel === 'info' ? 'pipe' : 'ignore', 'inherit'],
  });
}

/** Resolves once `url` answers 2xx; fails if the process exits first. */
export async function answering(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`portal exited with ${String(child.exitCode)}`);
    }
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Resolves once the portal (started with `logLevel: 'info'`) has logged `text`, e.g. «text index
 * built»: until then searches go to the database and are no measure of the index.
 */
export function logged(portal: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4096);
      if (seen.includes(text)) {
        portal.stdout?.off('data', onData);
        resolve();
      }
    };
    portal.stdout?.on('data', onData);
  });
}
