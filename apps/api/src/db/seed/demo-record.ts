import type { Db } from '../client.ts';
import { recordDegreeCodes } from '../../modules/academic-record/academic-record.table.ts';

/**
 * The demo university's own degree codes (as its student-information system writes them) and the
 * portal degree each stands for: what docs/examples/expediente-ejemplo.csv uses. The code
 * `GQUI` is left out on purpose, so the example shows a refused row for an unmapped code.
 */
export const demoDegreeCodes: readonly { codigo: string; idTitulacion: number; centro: string }[] =
  [
    { codigo: 'GINF', idTitulacion: 36, centro: 'Escuela Politécnica Superior' },
    { codigo: 'GCDIA', idTitulacion: 46, centro: 'Escuela Politécnica Superior' },
    { codigo: 'GTEL', idTitulacion: 37, centro: 'Escuela de Ingenierías Industriales' },
    { codigo: 'GADE', idTitulacion: 23, centro: 'Facultad de Ciencias Económicas y Empresariales' },
    { codigo: 'GECO', idTitulacion: 24, centro: 'Facultad de Ciencias Económicas y Empresariales' },
    { codigo: 'GDER', idTitulacion: 22, centro: 'Facultad de Derecho' },
    { codigo: 'GPSI', idTitulacion: 20, centro: 'Facultad de Psicología' },
    { codigo: 'GENF', idTitulacion: 16, centro: 'Facultad de Ciencias de la Salud' },
    { codigo: 'GBIO', idTitulacion: 8, centro: 'Facultad de Ciencias' },
    { codigo: 'GPER', idTitulacion: 29, centro: 'Facultad de Ciencias de la Información' },
    { codigo: 'GMEI', idTitulacion: 27, centro: 'Facultad de Educación' },
    { codigo: 'GMEP', idTitulacion: 28, centro: 'Facultad de Educación' },
    { codigo: 'MINF', idTitulacion: 52, centro: 'Escuela Politécnica Superior' },
    { codigo: 'MCDA', idTitulacion: 59, centro: 'Escuela Politécnica Superior' },
    { codigo: 'MMBA', idTitulacion: 55, centro: 'Facultad de Ciencias Económicas y Empresariales' },
    { codigo: 'MPROF', idTitulacion: 49, centro: 'Facultad de Educación' },
  ];

export async function seedRecordDegreeCodes(tx: Db): Promise<void> {
  await tx
    .insert(recordDegreeCodes)
    .values(demoDegreeCodes.map(({ codigo, idTitulacion }) => ({ codigo, idTitulacion })));
}
