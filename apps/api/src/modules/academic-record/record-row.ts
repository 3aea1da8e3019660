import {
  canonicalDocumentId,
  isValidDniNie,
  isValidEmail,
  recordColumns,
  type RecordColumn,
  type RecordRefusalReason,
  foldText,
} from '@portal/contracts';
import type { RecordState } from './academic-record.table.ts';
import type { RecordCell } from './record-file.ts';
import { DAY_MS } from '../../lib/dates.ts';

/** A number as the record's files write it: a decimal comma, no needless decimals (12,5; 240). */
const formatRecordDecimal = (value: number) => String(value).replace('.', ',');

/** A valid row, normalised as the portal stores it. */
export interface RecordRow {
  linea: number;
  dni: string;
  nombre: string;
  apellidos: string;
  emailInstitucional: string | null;
  emailPersonal: string | null;
  fechaNacimiento: string | null;
  codigo: string;
  idTitulacion: number;
  estado: RecordState;
  curso: number | null;
  creditosSuperados: string;
  creditosTotales: string | null;
  notaMedia: string | null;
  fechaInicio: string | null;
  fechaFin: string | null;
  centro: string | null;
}

export interface RowRefusal {
  linea: number;
  /** The row's person, when its DNI/NIE could be read: a full import keeps their studies. */
  dni: string | null;
  columna: RecordColumn | null;
  motivo: RecordRefusalReason;
  valor: string | null;
  detalle?: Record<string, string | number>;
}

const required: ReadonlySet<RecordColumn> = new Set([
  'dni',
  'nombre',
  'apellidos',
  'codigo_titulacion',
  'estado',
]);

/** Where each column is in the file: the header names them (any order; optional ones may be absent). */
export type ColumnMap = ReadonlyMap<RecordColumn, number>;

/**
 * A header read: where each record column is, the columns of the file that are not the record's
 * (a student-information system's export often carries more; their cells are not read, and the
 * preview names them so a misspelt optional column is seen), and how many columns it has.
 */
export interface RecordHeader {
  columns: ColumnMap;
  ignored: string[];
  width: number;
}

/** Why a header cannot be read, in Spanish and English. */
export interface HeaderProblem {
  es: string;
  en: string;
}

/**
 * The header of a record file, or the reason it is not one: the record's columns are known by
 * their names (case, spaces and accents aside), each at most once, and the required ones must
 * be there.
 */
export function columnMapOf(header: readonly RecordCell[]): RecordHeader | HeaderProblem {
  const map = new Map<RecordColumn, number>();
  const known = new Set<string>(recordColumns);
  const ignored: string[] = [];
  let width = 0;
  for (const [index, cell] of header.entries()) {
    const name = foldText(String(cell ?? '')).replace(/\s+/g, '_');
    if (name === '') {
      continue;
    }
    width = index + 1;
    if (!known.has(name)) {
      ignored.push(String(cell).trim());
      continue;
    }
    if (map.has(name as RecordColumn)) {
      return {
        es: `la columna «${name}» está dos veces en la cabecera`,
        en: `the column «${name}» is twice in the header`,
      };
    }
    map.set(name as RecordColumn, index);
  }
  const missing = [...required].filter((c) => !map.has(c));
  if (missing.length > 0) {
    return {
      es: `faltan columnas: ${missing.join(', ')}; la cabecera es: ${recordColumns.join(';')}`,
      en: `missing columns: ${missing.join(', ')}; the header is: ${recordColumns.join(';')}`,
    };
  }
  return { columns: map, ignored, width };
}

const text = (cell: RecordCell | undefined): string => {
  if (cell === null || cell === undefined) {
    return '';
  }
  return cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();
};

const iso = (y: number, m: number, d: number): string | null => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
    : null;
};

/** Days from Excel's day 0 (1899-12-30, with its 1900 leap-year bug) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;

/**
 * A date as the record writes it: `dd/mm/yyyy` (or `d/m/yyyy`, `dd-mm-yyyy`), ISO `yyyy-mm-dd`,
 * a date cell of a workbook, or an Excel serial number (a date column formatted as a number).
 * Undefined when it is not a date.
 */
export function parseRecordDate(cell: RecordCell | undefined): string | null | undefined {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime()) ? undefined : cell.toISOString().slice(0, 10);
  }
  if (typeof cell === 'number') {
    if (!Number.isInteger(cell) || cell < 1 || cell > 2_958_465) {
      return undefined;
    }
    return new Date((cell - EXCEL_EPOCH_DAYS) * DAY_MS).toISOString().slice(0, 10);
  }
  const value = text(cell);
  if (value === '') {
    return null;
  }
  const spanish = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (spanish) {
    return iso(Number(spanish[3]), Number(spanish[2]), Number(spanish[1])) ?? undefined;
  }
  const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (isoDate) {
    return iso(Number(isoDate[1]), Number(isoDate[2]), Number(isoDate[3])) ?? undefined;
  }
  return undefined;
}

/**
 * A decimal as Spanish files write it (`12,5`; `1.234,5` with thousands) or as a number cell;
 * undefined when it is not a number.
 */
export function parseRecordDecimal(cell: RecordCell | undefined): number | null | undefined {
  if (typeof cell === 'number') {
    return Number.isFinite(cell) ? cell : undefined;
  }
  const value = text(cell).replace(/\s/g, '');
  if (value === '') {
    return null;
  }
  let normalised = value;
  if (value.includes(',')) {
    normalised = value.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  }
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : undefined;
}

const states: ReadonlySet<string> = new Set(['matriculado', 'titulado', 'baja']);

/**
 * Checks one data row against the format; a valid row comes back normalised, an invalid one as
 * its refusals (every column that is wrong). `degreeOf` maps the university's degree code.
 */
export function checkRecordRow(
  line: number,
  cells: readonly RecordCell[],
  { columns, width }: RecordHeader,
  degreeOf: (code: string) => number | undefined,
): RecordRow | RowRefusal[] {
  const refusals: RowRefusal[] = [];
  const cell = (column: RecordColumn) => {
    const index = columns.get(column);
    return index === undefined ? undefined : cells[index];
  };
  const refuse = (
    columna: RecordColumn | null,
    motivo: RecordRefusalReason,
    valor: string,
    detalle?: Record<string, string | number>,
  ) => {
    refusals.push({
      linea: line,
      dni: null,
      columna,
      motivo,
      valor: valor === '' ? null : valor,
      ...(detalle === undefined ? {} : { detalle }),
    });
  };
  // Values past the header's last column: the row does not line up with it.
  if (cells.slice(width).some((c) => text(c) !== '')) {
    refuse(null, 'columnasDeMas', cells.slice(width).map(text).join(' | '));
  }
  for (const column of required) {
    if (text(cell(column)) === '') {
      refuse(column, 'requerido', '');
    }
  }
  const dniText = text(cell('dni'));
  if (dniText !== '' && !isValidDniNie(canonicalDocumentId(dniText))) {
    refuse('dni', 'dniMalFormado', dniText);
  }
  const email = (column: 'email_institucional' | 'email_personal') => {
    const value = text(cell(column)).toLowerCase();
    if (value !== '' && !isValidEmail(value)) {
      refuse(column, 'emailMalFormado', value);
    }
    return value === '' ? null : value;
  };
  const emailInstitucional = email('email_institucional');
  const emailPersonal = email('email_personal');
  if (emailInstitucional === null && emailPersonal === null) {
    refuse('email_institucional', 'sinEmail', '');
  }
  const date = (column: 'fecha_nacimiento' | 'fecha_inicio' | 'fecha_fin') => {
    const value = parseRecordDate(cell(column));
    if (value === undefined) {
      refuse(column, 'fechaMalFormada', text(cell(column)));
      return null;
    }
    return value;
  };
  const fechaNacimiento = date('fecha_nacimiento');
  const fechaInicio = date('fecha_inicio');
  const fechaFin = date('fecha_fin');
  if (fechaInicio !== null && fechaFin !== null && fechaFin < fechaInicio) {
    refuse('fecha_fin', 'fechasInvertidas', text(cell('fecha_fin')));
  }
  const number = (
    column: 'curso' | 'creditos_superados' | 'creditos_totales' | 'nota_media',
    min: number,
    max: number,
  ) => {
    const value = parseRecordDecimal(cell(column));
    if (value === undefined) {
      refuse(column, 'numeroMalFormado', text(cell(column)));
      return null;
    }
    if (value !== null && (value < min || value > max)) {
      refuse(column, 'fueraDeRango', text(cell(column)), {
        minimo: formatRecordDecimal(min),
        maximo: formatRecordDecimal(max),
      });
      return null;
    }
    return value;
  };
  const curso = number('curso', 1, 10);
  if (curso !== null && !Number.isInteger(curso)) {
    refuse('curso', 'numeroMalFormado', text(cell('curso')));
  }
  const creditosSuperados = number('creditos_superados', 0, 999.9);
  const creditosTotales = number('creditos_totales', 0, 999.9);
  if (
    creditosSuperados !== null &&
    creditosTotales !== null &&
    creditosSuperados > creditosTotales
  ) {
    refuse('creditos_superados', 'creditosDeMas', text(cell('creditos_superados')), {
      total: formatRecordDecimal(creditosTotales),
    });
  }
  const notaMedia = number('nota_media', 1, 10);
  const estado = text(cell('estado')).toLowerCase();
  if (estado !== '' && !states.has(estado)) {
    refuse('estado', 'estadoDesconocido', text(cell('estado')));
  }
  const codigo = text(cell('codigo_titulacion'));
  const idTitulacion = codigo === '' ? undefined : degreeOf(codigo);
  if (codigo !== '' && idTitulacion === undefined) {
    refuse('codigo_titulacion', 'codigoSinCorrespondencia', codigo);
  }
  if (refusals.length > 0 || idTitulacion === undefined) {
    const dni = canonicalDocumentId(dniText);
    const person = isValidDniNie(dni) ? dni : null;
    return refusals.map((r) => ({ ...r, dni: person }));
  }
  const centro = text(cell('centro'));
  return {
    linea: line,
    dni: canonicalDocumentId(dniText),
    nombre: text(cell('nombre')),
    apellidos: text(cell('apellidos')),
    emailInstitucional,
    emailPersonal,
    fechaNacimiento,
    codigo,
    idTitulacion,
    estado: estado as RecordState,
    curso,
    creditosSuperados: (creditosSuperados ?? 0).toFixed(1),
    creditosTotales: creditosTotales === null ? null : creditosTotales.toFixed(1),
    notaMedia: notaMedia === null ? null : notaMedia.toFixed(2),
    fechaInicio,
    fechaFin,
    centro: centro === '' ? null : centro,
  };
}

/** What must be the same on every row of one person (one row per degree). */
export const personalDataOf = (row: RecordRow) =>
  [row.nombre, row.apellidos, row.emailInstitucional, row.emailPersonal, row.fechaNacimiento].join(
    '\u0000',
  );
