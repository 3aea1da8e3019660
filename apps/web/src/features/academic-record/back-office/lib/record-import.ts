import {
  academicRecordCalls,
  callUrl,
  recordColumns,
  type RecordImport,
  type RecordImportCounts,
} from '@portal/contracts';

/** The header line of the academic record file, in its column order. */
export const recordHeaderLine = recordColumns.join(';');

/** Files the file picker offers (the server reads the format from the bytes). */
export const recordFileAccept =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The counts of an import in the order the page shows them. */
export const countKeys = [
  'filas',
  'validas',
  'rechazadas',
  'nuevos',
  'actualizados',
  'sinCambios',
  'nuevosTitulados',
  'bajas',
  'sinVerificar',
] as const satisfies readonly (keyof RecordImportCounts)[];

/** Whole percent of `hechos` out of `total` (0 when the total is not known yet). */
export function percentOf(progress: { hechos: number; total: number } | null): number {
  if (progress === null || progress.total <= 0) {
    return 0;
  }
  return Math.min(100, Math.round((progress.hechos / progress.total) * 100));
}

/** Rows refused by the preview (from its counts, else from the rows it lists). */
export const refusedCount = (run: Pick<RecordImport, 'resumen' | 'rechazadas'>): number =>
  run.resumen?.rechazadas ?? run.rechazadas.length;

/**
 * Whether a preview may be applied now: never with refused rows unless the administrator chose to
 * apply only the valid ones (the server refuses it with 123 otherwise), and only while it waits.
 */
export function canConfirm(run: RecordImport, onlyValid: boolean): boolean {
  return run.estado === 'previsualizada' && (refusedCount(run) === 0 || onlyValid);
}

const importUrl = callUrl(academicRecordCalls.importFile, {
  query: { fichero: 'expediente.csv', modo: 'aplicar' },
});

/**
 * The command that imports a file without the browser (the university's nightly job), with an
 * integration token: preview and apply in one call.
 */
export function curlCommand(origin: string, token = '<token>'): string {
  return [
    'curl',
    `-H "Authorization: Bearer ${token}"`,
    '-H "Content-Type: text/csv"',
    '--data-binary @expediente.csv',
    `"${origin}${importUrl}"`,
  ].join(' ');
}
