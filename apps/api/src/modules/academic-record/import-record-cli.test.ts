import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { randomDni } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { enrolled, mapCode, personOf, recordCsv } from './record-test-helpers.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const TOKEN = 'token-de-la-importacion-nocturna-0123';

const t = await createTestApp({ RECORD_IMPORT_TOKEN: TOKEN });
await mapCode(t, 'G-CLI', 36);
await t.app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${String((t.app.server.address() as AddressInfo).port)}`;
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'import-record-'));

/** `npm run import:record -- …` as the university's nightly job runs it: exit code and output. */
async function importRecord(rows: Parameters<typeof recordCsv>[0] | string, ...args: string[]) {
  const file = path.join(dir, `expediente-${String(Math.random()).slice(2)}.csv`);
  await fs.writeFile(file, typeof rows === 'string' ? rows : recordCsv(rows));
  try {
    const { stdout } = await run(
      process.execPath,
      ['scripts/import-record.mjs', file, '--url', url, ...args],
      { cwd: repoRoot, env: { ...process.env, RECORD_IMPORT_TOKEN: TOKEN } },
    );
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run import:record', () => {
  it('previews with --dry-run (exit 0, nothing changes), then applies', async () => {
    const dni = randomDni();
    const dry = await importRecord([enrolled(dni, 'G-CLI')], '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/new people \(accounts created\)\s+1/);
    expect(dry.stdout).toContain('Dry run: nothing changed.');
    expect(await personOf(t, dni)).toBeUndefined();
    const applied = await importRecord([enrolled(dni, 'G-CLI')]);
    expect(applied.code).toBe(0);
    expect(applied.stdout).toMatch(/: aplicada/);
    expect(await personOf(t, dni)).toBeDefined();
  });

  it("names the file's columns that are not the record's", async () => {
    const [header = '', line = ''] = recordCsv([enrolled(randomDni(), 'G-CLI')]).split('\r\n');
    const dry = await importRecord(`${header};Beca\r\n${line};sí`, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('columns not in the record, not read: Beca');
  });

  it('exits 1 and prints the refused rows when a row is refused, unless --skip-refused', async () => {
    const rows = [enrolled(randomDni(), 'G-CLI'), enrolled(randomDni(), 'NO-EXISTE')];
    const refused = await importRecord(rows);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('This degree code is not mapped to a degree of the portal.');
    expect(refused.stderr).toMatch(/Refused \(code 123\)/);
    const skipped = await importRecord(rows, '--skip-refused');
    expect(skipped.code).toBe(0);
    expect(skipped.stdout).toMatch(/refused\s+1/);
  });

  it('exits 1 with a wrong token and 2 without a file', async () => {
    const wrong = await importRecord(
      [enrolled(randomDni(), 'G-CLI')],
      '--token',
      'no-es-el-token-0123456789',
    );
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('Refused (code 125): The integration token does not exist');
    const usage = await run(process.execPath, ['scripts/import-record.mjs'], {
      cwd: repoRoot,
    }).catch((error: unknown) => error as { code: number; stderr: string });
    expect(usage).toMatchObject({ code: 2 });
  });
});
