import { spanishDay } from './dates.ts';
import type { PrivateFile } from './send-file.ts';
import { csvCell } from './table-stream.ts';
import { exportHeader, exportText, type ExportLanguage, type ExportText } from './export-texts.ts';
import { xlsxTable, type XlsxTable } from './xlsx.ts';

/** CSV for spreadsheets in Spanish locales: semicolons, CRLF, UTF-8 with a BOM. */
export function csvTable(table: Pick<XlsxTable, 'header' | 'rows'>): Buffer {
  const lines = [table.header, ...table.rows].map((row) => row.map(csvCell).join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The media types of the two export formats. */
export const exportMime = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A table whose sheet name and header are written in Spanish, to be given in `lang`. */
export interface SpanishTable {
  sheet: ExportText;
  header: readonly ExportText[];
  rows: XlsxTable['rows'];
}

/**
 * A list export written whole: the same table as CSV or XLSX, named `<fileName>.<format>`, its
 * name, sheet and header in the request's language (Spanish unless it asked for English); a
 * `fileDetail` (a date, an event's slug) follows the name as it is. Lists that can grow past a
 * few thousand rows stream instead (`table-stream.ts`).
 */
async function exportTable(
  formato: 'csv' | 'xlsx',
  spanish: SpanishTable & { fileName: ExportText; fileDetail?: string },
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const table: XlsxTable = {
    sheet: exportText(spanish.sheet, lang),
    header: exportHeader(spanish.header, lang),
    rows: spanish.rows,
  };
  const detail = spanish.fileDetail ? `-${spanish.fileDetail}` : '';
  return {
    data: formato === 'xlsx' ? await xlsxTable(table) : csvTable(table),
    mime: exportMime[formato],
    nombre: `${exportText(spanish.fileName, lang)}${detail}.${formato}`,
  };
}

/**
 * Every back-office list export: `exportTable` named `<baseName>[-<detail>]-<day>`, the day as the
 * careers office lives it (Madrid), not UTC's (which is still yesterday until one or two in the
 * morning).
 */
export function tableFile(
  spanish: SpanishTable,
  formato: 'csv' | 'xlsx',
  baseName: ExportText,
  lang: ExportLanguage = 'es',
  detail?: string,
): Promise<PrivateFile> {
  const fileDetail = detail ? `${detail}-${spanishDay()}` : spanishDay();
  return exportTable(formato, { ...spanish, fileName: baseName, fileDetail }, lang);
}

/** What a list exports: its sheet, the base of its file name, its header and a row per item. */
export interface ListTable<T> {
  sheet: ExportText;
  base: ExportText;
  header: readonly ExportText[];
  row: (item: T) => XlsxTable['rows'][number];
}

/** A back-office list, already filtered as on screen, as `tableFile` writes it. */
export const listFile = <T>(
  formato: 'csv' | 'xlsx',
  list: readonly T[],
  table: ListTable<T>,
  lang: ExportLanguage,
): Promise<PrivateFile> =>
  tableFile(
    { sheet: table.sheet, header: table.header, rows: list.map(table.row) },
    formato,
    table.base,
    lang,
  );
