import type { RequestDecisionState } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import { spanishDay } from '../../lib/dates.ts';
import type { ExportLanguage, ExportText } from '../../lib/export-texts.ts';
import { exportTable, type SpanishTable } from '../../lib/table-export.ts';

export interface ExportFile {
  contentType: string;
  fileName: string;
  body: Buffer;
}

/** One table of a back-office request list as CSV or XLSX, named `<base>-<day>`. */
export async function requestTableFile(
  formato: 'csv' | 'xlsx',
  spanish: SpanishTable & { base: string },
  day: string,
  lang: ExportLanguage = 'es',
): Promise<ExportFile> {
  const file = await exportTable(formato, { ...spanish, fileName: `${spanish.base}-${day}` }, lang);
  return { contentType: file.mime, fileName: file.nombre, body: file.data };
}

/** Texts of the decision states shared by change requests and proposals. */
export const decisionStateText: Record<RequestDecisionState, ExportText> = {
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
};

/** Sends an export as a download that no cache keeps (the list holds personal data). */
export const sendExport = (reply: FastifyReply, file: ExportFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

/** What a back-office request list exports: sheet, file base, header and a row per request. */
export interface StaffListTable<T> {
  sheet: ExportText;
  base: string;
  header: readonly ExportText[];
  row: (item: T) => SpanishTable['rows'][number];
}

/** A back-office request list, already filtered as on screen, as a file named after today. */
export const staffListFile = <T>(
  formato: 'csv' | 'xlsx',
  list: readonly T[],
  table: StaffListTable<T>,
  lang: ExportLanguage,
): Promise<ExportFile> =>
  requestTableFile(
    formato,
    { sheet: table.sheet, base: table.base, header: table.header, rows: list.map(table.row) },
    spanishDay(),
    lang,
  );
