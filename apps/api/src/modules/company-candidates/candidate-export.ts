import { candidateExportColumns, type CompanyCandidate } from '@portal/contracts';
import { exportHeader, exportText, yesNo, type ExportLanguage } from '../../lib/export-texts.ts';
import { xlsxTable } from '../../lib/xlsx.ts';

/** One row of the export, in the order of `candidateExportColumns`. */
function cells(c: CompanyCandidate, lang: ExportLanguage): string[] {
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
    yesNo(c.leida, lang),
  ];
}

/**
 * A spreadsheet opens a cell that starts with = + - @ (or a tab/CR) as a formula: such a value is
 * prefixed with a quote so it stays text (CSV injection).
 */
const neutralise = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const quote = (value: string) => `"${neutralise(value).replaceAll('"', '""')}"`;

/** CSV as Spanish spreadsheets open it: UTF-8 with BOM, `;` between fields, CRLF lines. */
export function candidatesCsv(
  candidates: readonly CompanyCandidate[],
  lang: ExportLanguage = 'es',
): Buffer {
  const lines = [
    exportHeader(candidateExportColumns, lang),
    ...candidates.map((c) => cells(c, lang)),
  ].map((row) => row.map(quote).join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The same table as an XLSX workbook with one sheet, "Candidatos". */
export function candidatesXlsx(
  candidates: readonly CompanyCandidate[],
  lang: ExportLanguage = 'es',
): Promise<Buffer> {
  return xlsxTable({
    sheet: exportText('Candidatos', lang),
    header: exportHeader(candidateExportColumns, lang),
    rows: candidates.map((c) => cells(c, lang)),
  });
}
