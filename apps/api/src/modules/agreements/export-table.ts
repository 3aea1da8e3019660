import type { PrivateFile } from '../../lib/send-file.ts';
import { xlsxTable } from '../../lib/xlsx.ts';

/**
 * A spreadsheet opens a cell that starts with = + - @ (or a tab/CR) as a formula: such a value is
 * prefixed with a quote so it stays text (CSV injection).
 */
const neutralise = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const quote = (value: string) => `"${neutralise(value).replaceAll('"', '""')}"`;

/** The back-office exports: XLSX (one sheet) or CSV as Spanish spreadsheets open it. */
export async function exportTable(
  formato: 'xlsx' | 'csv',
  table: { sheet: string; fileName: string; header: readonly string[]; rows: readonly string[][] },
): Promise<PrivateFile> {
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
