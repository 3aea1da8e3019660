import type { Db } from '../client.ts';
import {
  recordDegreeCodes,
  recordPeople,
} from '../../modules/academic-record/academic-record.table.ts';
import { NOT_ACTIVATED_HASH } from '../../modules/academic-record/record-activation.ts';
import { currentPrivacyVersion, insertDemoCandidate } from './demo-builders.ts';
import { dni } from './ids.ts';

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

/** A student the record made an account for who has not chosen a password yet. */
export const demoUnactivated = {
  email: 'sergio.lozano@alumnos.demo.es',
  nombre: 'Sergio',
  apellidos: 'Lozano Marín',
  dni: dni(48213570),
  fechaNacimiento: '2004-02-11',
} as const;

/**
 * The account an earlier import made for a second-year student of Telecommunications, never
 * used: «Candidatos» marks it «Sin activar» and its sheet offers to send the link again.
 */
export async function seedUnactivatedRecordAccount(tx: Db): Promise<void> {
  const person = demoUnactivated;
  const userId = await insertDemoCandidate(tx, NOT_ACTIVATED_HASH, {
    user: { email: person.email, nombre: person.nombre, apellidos: person.apellidos },
    profile: {
      dni: person.dni,
      fechaNacimiento: person.fechaNacimiento,
      conPracticas: true,
      conEmpleo: false,
      primerAcceso: true,
    },
    studies: [
      {
        idTitulacion: 37,
        enCurso: true,
        creditosSuperados: '66',
        creditosTotales: '240',
        curso: 2,
        estadoRegistro: 'matriculado',
        fechaInicio: '2024-09-15',
      },
    ],
    languages: [],
    privacyVersion: null,
  });
  await tx.insert(recordPeople).values({
    dni: person.dni,
    userId,
    nombre: person.nombre,
    apellidos: person.apellidos,
    emailInstitucional: person.email,
    fechaNacimiento: person.fechaNacimiento,
  });
}

/**
 * A graduate of another university who registered on her own: the record does not know her, so
 * she may apply to job offers open to everyone only (120 on internships and on offers for the
 * university's graduates), «Ofertas que encajan contigo» says so, and the careers office can
 * verify her by hand in «Candidatos».
 */
export async function seedUnverifiedAccount(tx: Db, passwordHash: string): Promise<void> {
  await insertDemoCandidate(tx, passwordHash, {
    user: { email: 'sin.verificar@demo.es', nombre: 'Nerea', apellidos: 'Vidal Ortega' },
    profile: {
      dni: dni(52741836),
      telefono: '600246813',
      fechaNacimiento: '1999-05-17',
      conPracticas: false,
      conEmpleo: true,
    },
    studies: [
      {
        idTitulacion: 23,
        deLaUniversidad: false,
        origen: 'alumno',
        centro: 'Universidad de Zaragoza',
        enCurso: false,
        fechaFin: '2023-06-30',
      },
    ],
    languages: [[2, 5]],
    privacyVersion: await currentPrivacyVersion(tx),
  });
}
