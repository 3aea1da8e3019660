import { candidateExportColumns, type CompanyCandidate } from '@portal/contracts';
import { xlsxTable } from '../../lib/xlsx.ts';

/** One row of the export, in the order of `candidateExportColumns`. */
function cells(c: CompanyCandidate): string[] {
  return [
    c.nombre,
    c.apellidos,
    c.email ?? '',
    c.telefono ?? '',
    c.titulaciones.join(', '),
    c.provincia ?? '',
    c.Estado,
    c.fecha,
    c.fechaEstado,
    c.leida ? 'Sí' : 'No',
  ];
}

/**
 * A spreadsheet opens a cell that starts with = + - @ (or a tab/CR) as a formula: such a value is
 * prefixed with a quote so it stays text (CSV injection).
 */
const neutralise = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const quote = (value: string) => `"${neutralise(value).replaceAll('"', '""')}"`;

/** CSV as Spanish spreadsheets open it: UTF-8 with BOM, `;` between fields, CRLF lines. */
export function candidatesCsv(candidates: readonly CompanyCandidate[]): Buffer {
  const lines = [candidateExportColumns, ...candidates.map(cells)].map((row) =>
    row.map(quote).join(';'),
  );
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The same table as an XLSX workbook with one sheet, "Candidatos". */
export function candidatesXlsx(candidates: readonly CompanyCandidate[]): Promise<Buffer> {
  return xlsxTable({
    sheet: 'Candidatos',
    header: candidateExportColumns,
    rows: candidates.map(cells),
  });
}
