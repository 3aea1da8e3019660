import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './portal-process.ts';

export const median = (values: number[]): number => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Starts the built portal (`npm run build` first) on a fresh data folder seeded with the demo
 * data, removed when the server exits; resolves once it answers.
 */
export async function startBuiltServer(port: number, folderPrefix: string): Promise<ChildProcess> {
  if (!fs.existsSync(path.join(repoRoot, 'apps/api/dist/server.js'))) {
    throw new Error('No build: run `npm run build` first');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_PER_MINUTE: '1000',
      SHED_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: 'ignore',
  });
  child.once('exit', () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  for (;;) {
    try {
      const response = await fetch(
        `http://127.0.0.1:${String(port)}/api/Publico/dameConfiguracion`,
      );
      if (response.ok) {
        return child;
      }
    } catch {
      // not listening yet (the first start seeds the demo data)
    }
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${String(child.exitCode)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
