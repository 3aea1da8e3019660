import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-server-'));
const children: ChildProcess[] = [];

function start() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /listening on (http:\/\/\S+)/.exec(stdout);
      if (match?.[1]) {
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => {
      reject(new Error(`exited ${String(code)}: ${stderr}`));
    });
  });
  listening.catch(() => undefined);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, listening, exited, output: () => ({ stdout, stderr }) };
}

afterAll(() => {
  for (const child of children) {
    child.kill('SIGKILL');
  }
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the server process (embedded database)',
  () => {
    it('starts, seeds once, refuses a second server on the same data folder and shuts down cleanly', async () => {
      const first = start();
      const url = await first.listening;
      expect(first.output().stdout).toContain('Demo data seeded');
      const health = await (await fetch(`${url}/api/health`)).json();
      expect(health).toMatchObject({ status: 0, datos: { baseDeDatos: 'ok', motor: 'pglite' } });

      const second = start();
      expect(await second.exited).toBe(2);
      expect(second.output().stderr).toContain('in use by another server');
      expect((await fetch(`${url}/api/health`)).status).toBe(200);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

      const third = start();
      const url3 = await third.listening;
      expect(third.output().stdout).not.toContain('Demo data seeded');
      const login = await fetch(`${url3}/api/Alumno/logaUsuario`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          eUsuario: 'estudiante@demo.es',
          ePassword: 'Demo1234',
          eAmbito: 'PrivadoAlumno',
        }),
      });
      expect(((await login.json()) as { status: number }).status).toBe(0);
      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
    }, 180_000);
  },
);
