/**
 * The academic record import at a university's size: a file of BENCH_RECORD_PEOPLE people
 * (50,000 by default, ~55,000 rows with the graduates' masters) given to the built portal as the
 * nightly job gives it (`npm run import:record`'s call, with an integration token), previewed and
 * then applied; the same file again (nothing changes the second time). Wall time of each step
 * from the client (a process of its own) and the portal's resident memory, current and peak, as
 * /proc reports them. The first server start seeds the demo data (the degree codes).
 *
 *   npm run build && npm run bench -- --record-only
 *   (also at the end of `npm run bench`; BENCH_DATABASE_URL runs it on PostgreSQL)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answering, repoRoot } from './portal-process.ts';
import { memoryKiB } from './proc.ts';
import { recordRows, writeRecordFile } from './record-file.ts';

const TOKEN = 'bench-record-import-token-0123456789';

function memoryOf(pid: number | undefined): { rss: number; peak: number } {
  const { resident, peak } = memoryKiB(pid ?? 0);
  return { rss: Math.round(resident / 1024), peak: Math.round(peak / 1024) };
}

function runClient(file: string, base: string, extra: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ['scripts/import-record.mjs', file, '--url', base, '--skip-refused', ...extra],
      { cwd: repoRoot, env: { ...process.env, RECORD_IMPORT_TOKEN: TOKEN }, stdio: 'ignore' },
    );
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`import:record exited with ${String(code)}`));
      } else {
        resolve((performance.now() - started) / 1000);
      }
    });
  });
}

export async function benchRecordImport(port: number, databaseUrl?: string): Promise<void> {
  const people = Number(process.env.BENCH_RECORD_PEOPLE ?? 50_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-record-'));
  const file = path.join(dir, 'expediente.csv');
  const rows = recordRows(people, { errors: false, seed: 7 });
  writeRecordFile(file, rows);
  const megabytes = fs.statSync(file).size / 1024 / 1024;
  const portal = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'warn',
      RECORD_IMPORT_TOKEN: TOKEN,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${String(port)}`;
  try {
    await answering(`${base}/api/health`, portal);
    const atStart = memoryOf(portal.pid);
    const preview = await runClient(file, base, ['--dry-run']);
    const afterPreview = memoryOf(portal.pid);
    const apply = await runClient(file, base, []);
    const afterApply = memoryOf(portal.pid);
    const again = await runClient(file, base, []);
    const afterAgain = memoryOf(portal.pid);
    console.log(
      `\nacademic record import, ${databaseUrl ? 'postgres' : 'pglite'}: ${String(people)} people, ${String(rows.length)} rows, ${megabytes.toFixed(1)} MB CSV (client and portal in separate processes)`,
    );
    console.log(
      'step'.padEnd(36),
      'seconds'.padStart(8),
      'rows/s'.padStart(8),
      'RSS MiB'.padStart(8),
      'peak MiB'.padStart(9),
    );
    const line = (name: string, seconds: number, memory: { rss: number; peak: number }) => {
      console.log(
        name.padEnd(36),
        seconds.toFixed(1).padStart(8),
        (rows.length / seconds).toFixed(0).padStart(8),
        String(memory.rss).padStart(8),
        String(memory.peak).padStart(9),
      );
    };
    console.log(
      'portal started'.padEnd(36),
      ''.padStart(8),
      ''.padStart(8),
      String(atStart.rss).padStart(8),
      String(atStart.peak).padStart(9),
    );
    line('preview (--dry-run)', preview, afterPreview);
    line('preview + apply (new accounts)', apply, afterApply);
    line('same file again (no change)', again, afterAgain);
    console.log(
      'New accounts are mailed their activation link in the background after the apply answers (written to the outbox folder without SMTP_URL), so the third step runs beside those mails.',
    );
  } finally {
    portal.kill('SIGTERM');
    await new Promise((resolve) => portal.once('exit', resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
