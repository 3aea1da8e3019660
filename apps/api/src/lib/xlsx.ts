import { collect, xlsxStream } from './table-stream.ts';

/** A one-sheet table: a bold, frozen header row and text cells (every export of the portal). */
export interface XlsxTable {
  sheet: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
  /** Column width in characters (22 by default). */
  width?: number;
}

/**
 * An XLSX workbook in one buffer, for the small lists of the back-office: the same writer as the
 * streamed exports (`table-stream.ts`). Cells are text, so nothing a user typed is read as a
 * formula.
 */
export function xlsxTable(table: XlsxTable): Promise<Buffer> {
  return collect(xlsxStream({ ...table, rows: [table.rows] }));
}
