import type { PrivateFile } from './send-file.ts';
import { csvCell } from './table-stream.ts';
import { exportHeader, exportText, type ExportLanguage, type ExportText } from './export-texts.ts';
import { xlsxTable, type XlsxTable } from './xlsx.ts';

/** CSV for spreadsheets in Spanish locales: semicolons, CRLF, UTF-8 with a BOM. */
export function csvTable(table: Pick<XlsxTable, 'header' | 'rows'>): Buffer {
  const lines = [table.header, ...table.rows].map((row) => row.map(csvCell).join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

const MIME = {
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
 * sheet and header in the request's language (Spanish unless it asked for English). Lists that
 * can grow past a few thousand rows stream instead (`table-stream.ts`).
 */
export async function exportTable(
  formato: 'csv' | 'xlsx',
  spanish: SpanishTable & { fileName: string },
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const table: XlsxTable = {
    sheet: exportText(spanish.sheet, lang),
    header: exportHeader(spanish.header, lang),
    rows: spanish.rows,
  };
  return {
    data: formato === 'xlsx' ? await xlsxTable(table) : csvTable(table),
    mime: MIME[formato],
    nombre: `${spanish.fileName}.${formato}`,
  };
}

/** Every back-office list export: `exportTable` named `<baseName>-<day>`. */
export function tableFile(
  spanish: SpanishTable,
  formato: 'csv' | 'xlsx',
  baseName: string,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const day = new Date().toISOString().slice(0, 10);
  return exportTable(formato, { ...spanish, fileName: `${baseName}-${day}` }, lang);
}
