import type { RecordImport } from '@portal/contracts';

/** The counts of a three-row file: two rows valid, one refused. */
export const threeRowCounts = {
  filas: 3,
  validas: 2,
  rechazadas: 1,
  nuevos: 1,
  actualizados: 1,
  sinCambios: 0,
  nuevosTitulados: 0,
  bajas: 0,
  sinVerificar: 0,
  columnasIgnoradas: [],
};

/** An import as the server answers it: a preview of that file, waiting for confirmation. */
export const recordImport = (overrides: Partial<RecordImport> = {}): RecordImport => ({
  id: 9,
  estado: 'previsualizada',
  nombreFichero: 'expediente.csv',
  formato: 'csv',
  completa: false,
  omitirRechazadas: false,
  autor: 'Gestor Demo',
  fecha: '2026-11-28T08:30:00.000Z',
  fechaAplicacion: null,
  progreso: null,
  resumen: threeRowCounts,
  rechazadas: [
    {
      linea: 3,
      columna: 'codigo_titulacion',
      motivo: 'codigoSinCorrespondencia',
      mensaje: 'El código ZZ99 no tiene titulación',
      valor: 'ZZ99',
    },
  ],
  bajas: { total: 0, primeras: [] },
  error: null,
  ...overrides,
});
