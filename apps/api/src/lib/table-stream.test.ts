import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { collect, csvStream, xlsxStream, type TableSource } from './table-stream.ts';

async function* slowly(batches: string[][][]) {
  for (const batch of batches) {
    await new Promise((resolve) => setImmediate(resolve));
    yield batch;
  }
}

const table = (rows: TableSource['rows'], sheet = 'Candidatos'): TableSource => ({
  sheet,
  header: ['Nombre', 'Nota'],
  rows,
});

const batches = [
  [
    ['=HYPERLINK("http://x")', '1'],
    ['Íñigo "el" Sáez; López', '2'],
  ],
  [['Łukasz Nguyễn\u0007', '+34 600']],
  [],
  [['última', '']],
];

describe('streamed tables', () => {
  it('writes CSV batch after batch: BOM, semicolons, CRLF, formulas neutralised', async () => {
    const text = (await collect(csvStream(table(slowly(batches))))).toString('utf8');
    expect(text).toBe(
      '\uFEFF"Nombre";"Nota"\r\n' +
        `"'=HYPERLINK(""http://x"")";"1"\r\n` +
        '"Íñigo ""el"" Sáez; López";"2"\r\n' +
        '"Łukasz Nguyễn\u0007";"\'+34 600"\r\n' +
        '"última";""\r\n',
    );
  });

  it('writes an XLSX workbook a spreadsheet reader opens: text cells, header first', async () => {
    const file = await collect(xlsxStream(table(slowly(batches), 'Lista: [enero]/febrero y más')));
    const rows = await readSheet(file);
    expect(rows).toEqual([
      ['Nombre', 'Nota'],
      ['=HYPERLINK("http://x")', '1'],
      ['Íñigo "el" Sáez; López', '2'],
      // A control character XML cannot hold is dropped; the rest is kept as typed.
      ['Łukasz Nguyễn', '+34 600'],
      ['última', null],
    ]);
  });

  it('keeps tens of thousands of rows in order across batches', async () => {
    const many = Array.from({ length: 25 }, (_, b) =>
      Array.from({ length: 1000 }, (_, i) => [`fila ${String(b * 1000 + i)}`, String(i)]),
    );
    const rows = await readSheet(await collect(xlsxStream(table(slowly(many)))));
    expect(rows).toHaveLength(25_001);
    expect(rows[1]?.[0]).toBe('fila 0');
    expect(rows[25_000]?.[0]).toBe('fila 24999');
  });
});
