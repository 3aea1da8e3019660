import writeXlsxFile, { type Row } from 'write-excel-file/node';

/** A one-sheet table: a bold, frozen header row and text cells (every export of the portal). */
export interface XlsxTable {
  sheet: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
  /** Column width in characters (22 by default). */
  width?: number;
}

/**
 * Writes an XLSX workbook (write-excel-file: one small dependency, fflate, instead of the ~170
 * packages exceljs installs). Cells are text, so nothing a user typed is read as a formula.
 */
export function xlsxTable(table: XlsxTable): Promise<Buffer> {
  const header: Row = table.header.map((value) => ({ value, fontWeight: 'bold' }));
  const rows: Row[] = table.rows.map((row) => row.map((value) => ({ value, type: String })));
  return writeXlsxFile([header, ...rows], {
    sheet: table.sheet,
    stickyRowsCount: 1,
    columns: table.header.map(() => ({ width: table.width ?? 22 })),
  }).toBuffer();
}
