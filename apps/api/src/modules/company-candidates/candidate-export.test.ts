import { eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { insertApplication } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { companyCandidatesFixture } from './company-candidates.fixtures.ts';

const t = await createTestApp();

const { software, companyWithOffer } = await companyCandidatesFixture(t);

/** The columns of the export, in both formats. */
const exportColumns = [
  'Nombre',
  'Apellidos',
  'Email',
  'Teléfono',
  'Titulaciones',
  'Provincia',
  'Estado',
  'Fecha de inscripción',
  'Último cambio de estado',
  'CV leído',
];

describe('exportaCandidatosProceso', () => {
  async function exportSetup() {
    const c = await companyWithOffer();
    const tricky = await buildCandidate(t.ctx.db, { nombre: '=HYPERLINK("http://x")' });
    const plain = await buildCandidate(t.ctx.db, { nombre: 'Íñigo', telefono: '600555444' });
    await t.ctx.db.update(users).set({ apellidos: 'Sáez; "Pérez"' }).where(eq(users.id, plain.id));
    await insertApplication(t.ctx.db, c.offer.id, tricky.id, { estado: 2 });
    await insertApplication(t.ctx.db, c.offer.id, plain.id, { leidaPorEmpresa: true });
    return { ...c, plain };
  }
  const download = (offerId: number, query: string, h: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/Empresa/exportaCandidatosProceso/${String(offerId)}${query}`,
      headers: h,
    });

  /** Minimal reader for the export's CSV: `;`-separated, every field quoted. */
  const parseCsv = (text: string) =>
    text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) =>
        [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? '').replaceAll('""', '"')),
      );

  it('exports the candidates as CSV that spreadsheets open safely', async () => {
    const c = await exportSetup();
    const res = await download(c.offer.id, '?formato=csv', c.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''candidatos-oferta-${String(c.offer.id)}.csv`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(exportColumns);
    expect(rows).toHaveLength(3);
    const inigo = rows.find((r) => r[0] === 'Íñigo');
    expect(inigo?.slice(0, 7)).toEqual([
      'Íñigo',
      'Sáez; "Pérez"',
      c.plain.email,
      '600555444',
      'Grado en Ingeniería Informática',
      '',
      'Inscrito',
    ]);
    expect(inigo?.[9]).toBe('Sí');
    expect(rows.find((r) => r[6] === 'En revisión')?.[0]).toBe(`'=HYPERLINK("http://x")`);
    const filtered = parseCsv((await download(c.offer.id, '?estado=2', c.headers)).body);
    expect(filtered).toHaveLength(2);
  });

  it('exports the same table as XLSX', async () => {
    const c = await exportSetup();
    const res = await download(c.offer.id, '?formato=xlsx', c.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = await readSheet(res.rawPayload, 'Candidatos');
    const values = (n: number) => sheet[n - 1] ?? [];
    expect(values(1)).toEqual(exportColumns);
    expect(sheet).toHaveLength(3);
    const names = [values(2)[0], values(3)[0]];
    expect(names).toContain('Íñigo');
  });

  it('names the file and writes the headers, states, degrees and yes/no in English for a company working in English', async () => {
    const c = await exportSetup();
    const english = { ...c.headers, 'accept-language': 'en' };
    const csv = await download(c.offer.id, '?formato=csv', english);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''candidates-offer-${String(c.offer.id)}.csv`,
    );
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual([
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Degrees',
      'Province',
      'State',
      'Application date',
      'Last state change',
      'CV read',
    ]);
    const inigo = rows.find((r) => r[0] === 'Íñigo');
    expect(inigo?.[4]).toBe("Bachelor's Degree in Computer Engineering");
    expect(inigo?.[6]).toBe('Applied');
    expect(inigo?.[9]).toBe('Yes');
    expect(rows.find((r) => r[6] === 'Under review')?.[0]).toBe(`'=HYPERLINK("http://x")`);
    const xlsx = await download(c.offer.id, '?formato=xlsx', english);
    const sheet = await readSheet(xlsx.rawPayload, 'Candidates');
    expect(sheet[0]?.[0]).toBe('First name');
  });

  it("refuses another company's offer and unknown formats", async () => {
    const c = await companyWithOffer();
    expect((await download(software.id, '', c.headers)).statusCode).toBe(404);
    expect((await download(c.offer.id, '?formato=pdf', c.headers)).statusCode).toBe(400);
  });
});
