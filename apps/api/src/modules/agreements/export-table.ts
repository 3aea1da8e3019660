import type { PrivateFile } from '../../lib/send-file.ts';
import {
  exportHeader,
  exportText,
  type ExportLanguage,
  type ExportText,
} from '../../lib/export-texts.ts';
import { xlsxTable } from '../../lib/xlsx.ts';

/**
 * A spreadsheet opens a cell that starts with = + - @ (or a tab/CR) as a formula: such a value is
 * prefixed with a quote so it stays text (CSV injection).
 */
const neutralise = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const quote = (value: string) => `"${neutralise(value).replaceAll('"', '""')}"`;

/**
 * The back-office exports: XLSX (one sheet) or CSV as Spanish spreadsheets open it, the sheet and
 * header in the request's language (Spanish unless it asked for English).
 */
export async function exportTable(
  formato: 'xlsx' | 'csv',
  spanish: {
    sheet: ExportText;
    fileName: string;
    header: readonly ExportText[];
    rows: readonly string[][];
  },
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const table = {
    ...spanish,
    sheet: exportText(spanish.sheet, lang),
    header: exportHeader(spanish.header, lang),
  };
  if (formato === 'csv') {
    const lines = [table.header, ...table.rows].map((row) => row.map(quote).join(';'));
    return {
      data: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
      mime: 'text/csv; charset=utf-8',
      nombre: `${table.fileName}.csv`,
    };
  }
  return {
    data: await xlsxTable({ sheet: table.sheet, header: table.header, rows: table.rows }),
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    nombre: `${table.fileName}.xlsx`,
  };
}
