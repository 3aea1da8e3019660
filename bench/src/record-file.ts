/**
 * Academic record files as a university's student-information system exports them (the format
 * of the record import): `;`-separated, UTF-8, Spanish dates and decimals, one row per person and
 * degree. Deterministic for a seed.
 *
 *   npx tsx bench/src/record-file.ts <out.csv> [--rows N] [--errors]
 *
 * writes N people (default 200); with --errors a few rows are deliberately wrong (an unmapped
 * degree code, a malformed DNI, an impossible date, a mark out of range, an unknown state). The
 * example in docs/examples/expediente-ejemplo.csv is `--rows 200 --errors`.
 */
import fs from 'node:fs';
import { recordColumns } from '@portal/contracts';
import { demoDegreeCodes } from '../../apps/api/src/db/seed/demo-record.ts';
import { prng } from '../../apps/api/src/db/seed/ids.ts';

const letters = 'TRWAGMYFPDXBNJZSQVHLCKE';
const givenNames = [
  'Lucía',
  'Hugo',
  'Martina',
  'Mateo',
  'Sofía',
  'Leo',
  'María',
  'Daniel',
  'Julia',
  'Pablo',
  'Paula',
  'Álvaro',
  'Valeria',
  'Manuel',
  'Emma',
  'Adrián',
  'Daniela',
  'Álex',
  'Carla',
  'Mario',
  'Noa',
  'Diego',
  'Alma',
  'Marco',
  'Sara',
  'Iker',
  'Chloe',
  'Óscar',
  'Nerea',
  'Íñigo',
];
const surnames = [
  'García',
  'Rodríguez',
  'González',
  'Fernández',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Martín',
  'Jiménez',
  'Ruiz',
  'Hernández',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Alonso',
  'Gutiérrez',
  'Navarro',
  'Torres',
  'Domínguez',
  'Vázquez',
  'Ramos',
  'Gil',
  'Ramírez',
  'Serrano',
  'Blanco',
  'Molina',
  'Núñez',
  'Ibáñez',
  'Peña',
  'Castaño',
];

type Row = Record<(typeof recordColumns)[number], string>;

const ddmmyyyy = (y: number, m: number, d: number) =>
  `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${String(y)}`;
const decimal = (n: number, digits: number) => n.toFixed(digits).replace('.', ',');
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** A valid DNI (or, one in ten, an NIE) from a person's number. */
function identity(n: number): string {
  if (n % 10 === 7) {
    const digits = n % 10_000_000;
    const prefix = n % 3;
    return `${'XYZ'.charAt(prefix)}${String(digits).padStart(7, '0')}${letters.charAt((prefix * 10_000_000 + digits) % 23)}`;
  }
  return `${String(n).padStart(8, '0')}${letters.charAt(n % 23)}`;
}

/** The rows of `people` people: students, graduates, some who left, some graduates in a master. */
export function recordRows(people: number, options: { errors: boolean; seed?: number }): Row[] {
  const random = prng(options.seed ?? 2026);
  const pick = <T>(list: readonly T[]): T => list[random.int(0, list.length - 1)] as T;
  const degrees = demoDegreeCodes.filter((c) => c.codigo.startsWith('G'));
  const masters = demoDegreeCodes.filter((c) => c.codigo.startsWith('M'));
  const rows: Row[] = [];
  for (let i = 0; i < people; i += 1) {
    const number = 40_000_000 + i * 7 + random.int(0, 6);
    const dni = identity(number);
    const nombre = pick(givenNames);
    const apellidos = `${pick(surnames)} ${pick(surnames)}`;
    const user = `${ascii(nombre)}.${ascii(apellidos.split(' ')[0] ?? '')}${String(i)}`;
    const born = ddmmyyyy(random.int(1995, 2006), random.int(1, 12), random.int(1, 28));
    const person = {
      dni,
      nombre,
      apellidos,
      email_institucional: `${user}@alumnos.uni.es`,
      email_personal: random.next() < 0.4 ? `${user}@correo.es` : '',
      fecha_nacimiento: born,
    };
    const degree = pick(degrees);
    const kind = random.next();
    const start = random.int(2017, 2025);
    const finished = kind < 0.3;
    const left = !finished && kind < 0.35;
    const year = Math.max(1, Math.min(4, 2026 - start));
    const credits = finished
      ? 240
      : random.int((year - 1) * 50, year * 58) + (random.next() < 0.5 ? 0.5 : 0);
    rows.push({
      ...person,
      codigo_titulacion: degree.codigo,
      estado: finished ? 'titulado' : left ? 'baja' : 'matriculado',
      curso: finished ? '' : String(year),
      creditos_superados: decimal(credits, 1),
      creditos_totales: '240',
      nota_media: decimal(5 + random.next() * 4.8, 2),
      fecha_inicio: ddmmyyyy(start, 9, 1),
      fecha_fin: finished ? ddmmyyyy(start + 4, 6, 30) : '',
      centro: degree.centro,
    });
    // One graduate in five carries on with a master's degree (a second row).
    if (finished && random.next() < 0.2) {
      const master = pick(masters);
      rows.push({
        ...person,
        codigo_titulacion: master.codigo,
        estado: 'matriculado',
        curso: '1',
        creditos_superados: decimal(random.int(0, 45), 1),
        creditos_totales: '60',
        nota_media: '',
        fecha_inicio: ddmmyyyy(start + 4, 9, 1),
        fecha_fin: '',
        centro: master.centro,
      });
    }
  }
  if (options.errors) {
    // The demo student estudiante@demo.es, whose credits went up: shown as one person updated.
    rows.unshift({
      dni: '12345678Z',
      nombre: 'Lucía',
      apellidos: 'Martínez Gómez',
      email_institucional: 'estudiante@demo.es',
      email_personal: '',
      fecha_nacimiento: '25/09/2003',
      codigo_titulacion: 'GINF',
      estado: 'matriculado',
      curso: '4',
      creditos_superados: '186',
      creditos_totales: '240',
      nota_media: '7,85',
      fecha_inicio: '01/09/2022',
      fecha_fin: '',
      centro: 'Escuela Politécnica Superior',
    });
    const wrong: [number, Partial<Row>][] = [
      [3, { codigo_titulacion: 'GQUI' }],
      [17, { dni: '12345678A' }],
      [42, { fecha_nacimiento: '31/02/2001' }],
      [88, { nota_media: '11' }],
      [131, { estado: 'egresado' }],
    ];
    for (const [index, change] of wrong) {
      const row = rows[index % rows.length];
      if (row) {
        Object.assign(row, change);
      }
    }
  }
  return rows;
}

const cell = (value: string) => (/[;"\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** Writes the rows as the record's CSV, streaming (a 50,000-person file is a few megabytes). */
export function writeRecordFile(file: string, rows: readonly Row[]): void {
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeSync(fd, `${recordColumns.join(';')}\r\n`);
    for (const row of rows) {
      fs.writeSync(fd, `${recordColumns.map((c) => cell(row[c])).join(';')}\r\n`);
    }
  } finally {
    fs.closeSync(fd);
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const args = process.argv.slice(2);
  const out = args.find((a) => !a.startsWith('--'));
  const rowsAt = args.indexOf('--rows');
  const people = rowsAt >= 0 ? Number(args[rowsAt + 1]) : 200;
  if (!out || !Number.isInteger(people) || people < 1) {
    console.error('usage: npx tsx bench/src/record-file.ts <out.csv> [--rows N] [--errors]');
    process.exit(2);
  }
  const rows = recordRows(people, { errors: args.includes('--errors') });
  writeRecordFile(out, rows);
  console.log(`${out}: ${String(rows.length)} rows for ${String(people)} people`);
}
