import type {
  RecordImport,
  RecordImportCounts,
  RecordLeaver,
  RecordRefusal,
  RecordRefusalReason,
} from '@portal/contracts';
type Language = 'es' | 'en';
import type { RecordImportLeaverRow, RecordImportRow } from './academic-record.table.ts';
import { degreeName } from '../domains/domain-lookups.ts';

/**
 * An import's stored summary. Imports previewed before the file's other columns were noted have
 * none: they ignored no column.
 */
export const countsOf = (stored: unknown): RecordImportCounts =>
  ({
    columnasIgnoradas: [],
    ...(stored as Partial<RecordImportCounts>),
  }) as RecordImportCounts;

type Detail = Record<string, unknown> | null;
const detailText = (detail: Detail, key: string) => {
  const value = detail?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** Each refusal reason as a sentence, in the staff user's language. */
const reasons: Record<Language, Record<RecordRefusalReason, (d: Detail) => string>> = {
  es: {
    requerido: () => 'Este campo es obligatorio.',
    dniMalFormado: () => 'El DNI/NIE está mal formado (número y letra de control).',
    emailMalFormado: () => 'El correo electrónico está mal formado.',
    sinEmail: () => 'Falta un correo electrónico (institucional o personal).',
    fechaMalFormada: () => 'La fecha está mal formada (dd/mm/aaaa).',
    numeroMalFormado: () => 'El número está mal formado (por ejemplo, 12,5).',
    fueraDeRango: (d) =>
      `El valor está fuera del rango permitido (de ${detailText(d, 'minimo')} a ${detailText(d, 'maximo')}).`,
    estadoDesconocido: () => 'El estado debe ser matriculado, titulado o baja.',
    codigoSinCorrespondencia: () =>
      'Este código de titulación no tiene correspondencia con una titulación del portal.',
    filaDuplicada: (d) =>
      `Repite la persona y la titulación de la línea ${detailText(d, 'linea')}.`,
    datosPersonalesDistintos: (d) =>
      `Los datos personales no coinciden con los de la línea ${detailText(d, 'linea')} para el mismo DNI.`,
    emailDeOtraCuenta: (d) =>
      `El correo ya pertenece a otra cuenta del portal (DNI ${detailText(d, 'dni') || 'sin DNI'}).`,
    emailRepetido: (d) =>
      `El correo es el de otra persona del fichero (línea ${detailText(d, 'linea')}).`,
    columnasDeMas: () => 'La fila tiene más columnas que la cabecera.',
    fechasInvertidas: () => 'La fecha de fin es anterior a la de inicio.',
    creditosDeMas: (d) =>
      `Los créditos superados son más que los créditos totales de la titulación (${detailText(d, 'total')}).`,
  },
  en: {
    requerido: () => 'This field is required.',
    dniMalFormado: () => 'The DNI/NIE is malformed (number and check letter).',
    emailMalFormado: () => 'The email address is malformed.',
    sinEmail: () => 'An email address (institutional or personal) is missing.',
    fechaMalFormada: () => 'The date is malformed (dd/mm/yyyy).',
    numeroMalFormado: () => 'The number is malformed (for example, 12,5).',
    fueraDeRango: (d) =>
      `The value is out of the allowed range (${detailText(d, 'minimo')} to ${detailText(d, 'maximo')}).`,
    estadoDesconocido: () => 'The state must be matriculado, titulado or baja.',
    codigoSinCorrespondencia: () => 'This degree code is not mapped to a degree of the portal.',
    filaDuplicada: (d) => `Repeats the person and degree of line ${detailText(d, 'linea')}.`,
    datosPersonalesDistintos: (d) =>
      `The personal data differ from line ${detailText(d, 'linea')} for the same DNI.`,
    emailDeOtraCuenta: (d) =>
      `The email already belongs to another portal account (DNI ${detailText(d, 'dni') || 'none'}).`,
    emailRepetido: (d) =>
      `The email is another person's in the file (line ${detailText(d, 'linea')}).`,
    columnasDeMas: () => 'The row has more columns than the header.',
    fechasInvertidas: () => 'The end date is before the start date.',
    creditosDeMas: (d) =>
      `The credits passed are more than the degree's total credits (${detailText(d, 'total')}).`,
  },
};

export interface RefusalRow {
  linea: number;
  columna: string | null;
  motivo: string;
  valor: string | null;
  detalle: unknown;
}

export function toRefusal(row: RefusalRow, lang: Language): RecordRefusal {
  const motivo = row.motivo as RecordRefusalReason;
  return {
    linea: row.linea,
    columna: row.columna,
    motivo,
    mensaje: reasons[lang][motivo](row.detalle as Detail),
    valor: row.valor,
  };
}

const RUNNING: ReadonlySet<string> = new Set(['analizando', 'aplicando']);

/** A degree the import ends, named in the reader's language. */
export const toLeaver = (row: RecordImportLeaverRow, lang: Language): RecordLeaver => ({
  dni: row.dni,
  nombre: row.nombre,
  apellidos: row.apellidos,
  titulacion: degreeName(row.idTitulacion, lang) ?? String(row.idTitulacion),
  motivo: row.motivo,
});

/** A report of an import as a table: what it is called (its file's name begins so), its rows. */
export interface RecordReport {
  name: string;
  header: string[];
  rows: string[][];
}

const reportTexts = {
  es: {
    refused: { name: 'rechazadas', header: ['Línea', 'Columna', 'Motivo', 'Valor'] },
    leavers: {
      name: 'bajas',
      header: ['DNI/NIE', 'Apellidos', 'Nombre', 'Titulación', 'Motivo'],
      reasons: {
        baja: 'Baja en el fichero',
        ausente: 'No está en el fichero (importación completa)',
      },
    },
  },
  en: {
    refused: { name: 'refused', header: ['Line', 'Column', 'Reason', 'Value'] },
    leavers: {
      name: 'leavers',
      header: ['ID number', 'Surnames', 'Name', 'Degree', 'Reason'],
      reasons: { baja: 'Left, in the file', ausente: 'Not in the file (full import)' },
    },
  },
} as const;

/** Every refused row of an import, in the reader's language. */
export const refusalsReport = (refusals: RecordRefusal[], lang: Language): RecordReport => ({
  name: reportTexts[lang].refused.name,
  header: [...reportTexts[lang].refused.header],
  rows: refusals.map((r) => [String(r.linea), r.columna ?? '', r.mensaje, r.valor ?? '']),
});

/** Every degree an import ends and why, in the reader's language. */
export function leaversReport(leavers: RecordLeaver[], lang: Language): RecordReport {
  const texts = reportTexts[lang].leavers;
  return {
    name: texts.name,
    header: [...texts.header],
    rows: leavers.map((l) => [l.dni, l.apellidos, l.nombre, l.titulacion, texts.reasons[l.motivo]]),
  };
}

export function toRecordImport(
  row: RecordImportRow,
  refusals: RecordRefusal[],
  live: { hechos: number; total: number } | undefined,
  lang: Language,
  leavers: RecordImport['bajas'],
): RecordImport {
  return {
    id: row.id,
    estado: row.estado,
    nombreFichero: row.nombreFichero,
    formato: row.formato,
    completa: row.completa,
    omitirRechazadas: row.omitirRechazadas,
    autor: row.autor,
    fecha: row.createdAt.toISOString(),
    fechaAplicacion: row.appliedAt?.toISOString() ?? null,
    progreso: RUNNING.has(row.estado) ? (live ?? { hechos: row.hechos, total: row.total }) : null,
    resumen: row.resumen === null ? null : countsOf(row.resumen),
    rechazadas: refusals,
    bajas: leavers,
    error: sentence(lang === 'en' ? (row.errorEn ?? row.error) : row.error),
  };
}

/**
 * A failure's reason is kept as the tail of the refusal's message («…: faltan columnas: dni»);
 * on its own (the history, the import's detail) it begins as a sentence.
 */
const sentence = (text: string | null): string | null =>
  text === null ? null : text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
