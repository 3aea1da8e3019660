import { describe, expect, it } from 'vitest';
import {
  canConfirm,
  curlCommand,
  percentOf,
  recordHeaderLine,
  refusedCount,
} from './record-import.ts';
import { recordImport, threeRowCounts } from './record-import.fixtures.ts';

const counts = threeRowCounts;
const preview = recordImport;

describe('academic record import helpers', () => {
  it('writes the header line in the column order of the contract', () => {
    expect(recordHeaderLine.startsWith('dni;nombre;apellidos;email_institucional;')).toBe(true);
    expect(recordHeaderLine.endsWith(';fecha_inicio;fecha_fin;centro')).toBe(true);
  });

  it('gives whole percents and 0 while the total is unknown', () => {
    expect(percentOf(null)).toBe(0);
    expect(percentOf({ hechos: 0, total: 0 })).toBe(0);
    expect(percentOf({ hechos: 1, total: 3 })).toBe(33);
    expect(percentOf({ hechos: 5, total: 4 })).toBe(100);
  });

  it('lets a preview with refused rows be applied only with "valid rows only"', () => {
    expect(canConfirm(preview(), false)).toBe(false);
    expect(canConfirm(preview(), true)).toBe(true);
    const clean = preview({ resumen: { ...counts, rechazadas: 0 }, rechazadas: [] });
    expect(canConfirm(clean, false)).toBe(true);
    expect(canConfirm({ ...clean, estado: 'aplicada' }, false)).toBe(false);
  });

  it('counts refused rows from the summary, which covers more than the rows listed', () => {
    expect(refusedCount(preview({ resumen: { ...counts, rechazadas: 40 } }))).toBe(40);
    expect(refusedCount(preview({ resumen: null }))).toBe(1);
  });

  it('builds the curl line of the import call in apply mode', () => {
    expect(curlCommand('https://empleo.example.es')).toBe(
      'curl -H "Authorization: Bearer <token>" -H "Content-Type: text/csv" ' +
        '--data-binary @expediente.csv ' +
        '"https://empleo.example.es/api/Gestion/expediente/importar?fichero=expediente.csv&modo=aplicar"',
    );
  });
});
