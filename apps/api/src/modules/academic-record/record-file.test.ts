import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { recordColumns } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { CsvReader, formatOf, recordLines, separatorOf, type RecordLine } from './record-file.ts';
import { checkRecordRow, columnMapOf, parseRecordDate, parseRecordDecimal } from './record-row.ts';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'record-file-'));

async function linesOf(content: Buffer | string) {
  const file = path.join(dir, `f-${String(Math.random()).slice(2)}`);
  await fs.writeFile(file, content);
  const lines: RecordLine[] = [];
  for await (const line of recordLines(file, await formatOf(file))) {
    lines.push(line);
  }
  return lines;
}

const header = recordColumns.join(';');

describe('reading a record file', () => {
  it('reads quoted fields holding the separator, line breaks and doubled quotes, and gives each record its first line', () => {
    const reader = new CsvReader(';');
    const text = 'a;"b;c";"d\r\ne"\r\n"say ""hi""";x\n\n;last';
    const chunks = [text.slice(0, 7), text.slice(7, 18), text.slice(18)];
    const lines = [...chunks.flatMap((c) => reader.push(c)), ...reader.end()];
    expect(lines).toEqual([
      { line: 1, cells: ['a', 'b;c', 'd\r\ne'] },
      { line: 3, cells: ['say "hi"', 'x'] },
      { line: 5, cells: ['', 'last'] },
    ]);
  });

  it('tells a workbook by its content, and refuses a file named .xlsx that is not one', async () => {
    const garbage = path.join(dir, 'roto');
    await fs.writeFile(garbage, Buffer.from([0x1a, 0x13, 0xf1, 0x36, 0xbd, 0x00, 0x7f]));
    await expect(formatOf(garbage, 'roto.xlsx')).rejects.toThrow(/no es un libro de Excel válido/);
    expect(await formatOf(garbage, 'expediente.csv')).toBe('csv');
    const workbook = path.join(dir, 'libro');
    await fs.writeFile(workbook, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]));
    expect(await formatOf(workbook, 'expediente.csv')).toBe('xlsx');
  });

  it('detects the separator from the header line', () => {
    expect(separatorOf('dni;nombre;apellidos')).toBe(';');
    expect(separatorOf('dni,nombre,apellidos')).toBe(',');
    expect(separatorOf('"a;b",c,d')).toBe(',');
  });

  it('reads UTF-8 with and without the byte-order mark, and Windows-1252', async () => {
    const row = '12345678Z;José;Núñez Peña';
    const utf8 = await linesOf(`${header}\n${row}\n`);
    const bom = await linesOf(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${header}\n${row}\n`)]),
    );
    const cp1252 = await linesOf(Buffer.from(`${header}\r\n${row}\r\n`, 'latin1'));
    for (const lines of [utf8, bom, cp1252]) {
      expect(lines[0]?.cells[0]).toBe('dni');
      expect(lines[1]?.cells.slice(0, 3)).toEqual(['12345678Z', 'José', 'Núñez Peña']);
    }
  });

  it('reads a comma-separated file with a last line without a line break', async () => {
    const lines = await linesOf(`${recordColumns.join(',')}\n"12345678Z","Ana","Gil, de la Torre"`);
    expect(lines[1]?.cells.slice(0, 3)).toEqual(['12345678Z', 'Ana', 'Gil, de la Torre']);
  });

  it('reads an XLSX workbook, dates given as date cells or as Excel serial numbers', async () => {
    const data = await writeXlsxFile([
      [...recordColumns],
      [
        '12345678Z',
        'Ana',
        'Gil',
        'ana@uni.es',
        null,
        { value: new Date(Date.UTC(2001, 4, 6)), type: Date, format: 'dd/mm/yyyy' },
        'G-INF',
        'matriculado',
        2,
        120.5,
        240,
        8.1,
        44_440,
        null,
        'Facultad',
      ],
    ]).toBuffer();
    const lines = await linesOf(data);
    const header = columnMapOf(lines[0]?.cells ?? []);
    if ('es' in header) {
      throw new Error(header.es);
    }
    const row = checkRecordRow(2, lines[1]?.cells ?? [], header, () => 36);
    expect(row).toMatchObject({
      fechaNacimiento: '2001-05-06',
      fechaInicio: '2021-09-01',
      curso: 2,
      creditosSuperados: '120.5',
      notaMedia: '8.10',
    });
  });
});

describe('record values', () => {
  it('reads Spanish decimals and dates', () => {
    expect(parseRecordDecimal('12,5')).toBe(12.5);
    expect(parseRecordDecimal('1.234,5')).toBe(1234.5);
    expect(parseRecordDecimal('7.25')).toBe(7.25);
    expect(parseRecordDecimal('')).toBeNull();
    expect(parseRecordDecimal('doce')).toBeUndefined();
    expect(parseRecordDate('04/03/2002')).toBe('2002-03-04');
    expect(parseRecordDate('4-3-2002')).toBe('2002-03-04');
    expect(parseRecordDate('2002-03-04')).toBe('2002-03-04');
    expect(parseRecordDate(36_526)).toBe('2000-01-01');
    expect(parseRecordDate('31/02/2002')).toBeUndefined();
    expect(parseRecordDate('')).toBeNull();
  });

  it("takes the header in any order, sets aside columns that are not the record's, and refuses missing or repeated ones", () => {
    expect(
      columnMapOf(['Nombre', 'DNI', 'apellidos', 'codigo_titulacion', 'estado']),
    ).toMatchObject({ ignored: [], width: 5 });
    const other = columnMapOf([
      'dni',
      'nombre',
      ' Notas ',
      'apellidos',
      'codigo_titulacion',
      'estado',
      'email_personal',
    ]);
    expect(other).toMatchObject({ ignored: ['Notas'], width: 7 });
    if ('es' in other) {
      throw new Error(other.es);
    }
    expect(other.columns.get('apellidos')).toBe(3);
    // A value under the column set aside is not read; one past the header's last column is.
    expect(
      checkRecordRow(
        2,
        ['12345678Z', 'Ana', 'x', 'Ruiz', 'G', 'matriculado', 'ana@correo.es'],
        other,
        () => 36,
      ),
    ).toMatchObject({
      nombre: 'Ana',
      apellidos: 'Ruiz',
    });
    expect(
      checkRecordRow(
        2,
        ['12345678Z', 'Ana', '', 'Ruiz', 'G', 'matriculado', 'ana@correo.es', 'suelto'],
        other,
        () => 36,
      ),
    ).toMatchObject([{ motivo: 'columnasDeMas', valor: 'suelto' }]);
    expect(
      columnMapOf(['dni', 'nombre', 'DNI', 'apellidos', 'codigo_titulacion', 'estado']),
    ).toEqual({
      es: 'la columna «dni» está dos veces en la cabecera',
      en: 'the column «dni» is twice in the header',
    });
    expect(columnMapOf(['dni', 'nombre'])).toEqual({
      es: expect.stringMatching(
        /^faltan columnas: apellidos, codigo_titulacion, estado/,
      ) as unknown,
      en: expect.stringMatching(
        /^missing columns: apellidos, codigo_titulacion, estado/,
      ) as unknown,
    });
  });
});
