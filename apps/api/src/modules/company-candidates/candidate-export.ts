import { candidateExportColumns, type CompanyCandidate } from '@portal/contracts';
import { exportHeader, exportText, yesNo, type ExportLanguage } from '../../lib/export-texts.ts';
import type { Readable } from 'node:stream';
import { csvStream, xlsxStream } from '../../lib/table-stream.ts';
import { applicationStateName } from './company-candidates.policy.ts';

/** One row of the export, in the order of `candidateExportColumns`, in the file's language. */
function cells(c: CompanyCandidate, lang: ExportLanguage): string[] {
  return [
    c.nombre,
    c.apellidos,
    c.email ?? '',
    c.telefono ?? '',
    c.titulaciones.join(', '),
    c.provincia ?? '',
    lang === 'en' ? applicationStateName(c.idEstado, lang) : c.Estado,
    c.fecha,
    c.fechaEstado,
    yesNo(c.leida, lang),
  ];
}

/**
 * The candidate list as a CSV (UTF-8 with BOM, `;`, CRLF: as Spanish spreadsheets open it) or an
 * XLSX workbook with one sheet, "Candidatos", written as the batches arrive.
 */
export function candidatesFile(
  formato: 'csv' | 'xlsx',
  batches: AsyncIterable<readonly CompanyCandidate[]>,
  lang: ExportLanguage = 'es',
): Readable {
  const table = {
    sheet: exportText('Candidatos', lang),
    header: exportHeader(candidateExportColumns, lang),
    rows: (async function* rows() {
      for await (const batch of batches) {
        yield batch.map((c) => cells(c, lang));
      }
    })(),
  };
  return formato === 'csv' ? csvStream(table) : xlsxStream(table);
}
