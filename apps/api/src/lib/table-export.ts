import type { PrivateFile } from './send-file.ts';
import { csvCell } from './table-stream.ts';
import { exportHeader, exportText, type ExportLanguage, type ExportText } from './export-texts.ts';
import { xlsxTable, type XlsxTable } from './xlsx.ts';

/** CSV for spreadsheets in Spanish locales: semicolons, CRLF, UTF-8 with a BOM. */
export function csvTable(table: Pick<XlsxTable, 'header' | 'rows'>): Buffer {
  const lines = [table.header, ...table.rows].map((row) => row.map(csvCell).join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Every list export of the back-office: the same table as CSV or XLSX, named `<base>-<day>`, its
 * sheet and header in the request's language (Spanish unless it asked for English).
 */
export async function tableFile(
  spanish: { sheet: ExportText; header: readonly ExportText[]; rows: XlsxTable['rows'] },
  formato: 'csv' | 'xlsx',
  baseName: string,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const table: XlsxTable = {
    sheet: exportText(spanish.sheet, lang),
    header: exportHeader(spanish.header, lang),
    rows: spanish.rows,
  };
  const day = new Date().toISOString().slice(0, 10);
  return formato === 'xlsx'
    ? { data: await xlsxTable(table), mime: XLSX_MIME, nombre: `${baseName}-${day}.xlsx` }
    : { data: csvTable(table), mime: 'text/csv; charset=utf-8', nombre: `${baseName}-${day}.csv` };
}
