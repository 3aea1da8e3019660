import type { RequestDecisionState } from '@portal/contracts';
import {
  exportHeader,
  exportText,
  type ExportLanguage,
  type ExportText,
} from '../../lib/export-texts.ts';
import { xlsxTable } from '../../lib/xlsx.ts';

export interface ExportFile {
  contentType: string;
  fileName: string;
  body: Buffer;
}

/**
 * A spreadsheet opens a cell that starts with = + - @ (or a tab/CR) as a formula: such a value is
 * prefixed with a quote so it stays text (CSV injection).
 */
const neutralise = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const quote = (value: string) => `"${neutralise(value).replaceAll('"', '""')}"`;

/**
 * One table of a back-office request list as CSV (UTF-8 with BOM, `;` between fields, CRLF, as
 * Spanish spreadsheets open it) or XLSX (one sheet, bold frozen header), named `<base>-<day>`, its
 * sheet and header in the request's language (Spanish unless it asked for English).
 */
export async function requestTableFile(
  formato: 'csv' | 'xlsx',
  spanish: {
    sheet: ExportText;
    base: string;
    header: readonly ExportText[];
    rows: readonly string[][];
  },
  day: string,
  lang: ExportLanguage = 'es',
): Promise<ExportFile> {
  const table = {
    ...spanish,
    sheet: exportText(spanish.sheet, lang),
    header: exportHeader(spanish.header, lang),
  };
  const fileName = `${table.base}-${day}.${formato}`;
  if (formato === 'csv') {
    const lines = [table.header, ...table.rows].map((row) => row.map(quote).join(';'));
    return {
      contentType: 'text/csv; charset=utf-8',
      fileName,
      body: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
    };
  }
  return {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName,
    body: await xlsxTable({ sheet: table.sheet, header: table.header, rows: table.rows }),
  };
}

/** Texts of the decision states shared by change requests and proposals. */
export const decisionStateText: Record<RequestDecisionState, ExportText> = {
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
};
