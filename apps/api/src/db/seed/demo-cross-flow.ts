import type { Db } from '../client.ts';
import {
  currentPrivacyVersion,
  insertDemoCandidate,
  insertDemoCompanyAccount,
} from './demo-builders.ts';
import { cif, dni } from './ids.ts';

/**
 * The accounts of the cross-role e2e flow (e2e/flows/offer-lifecycle.spec.ts): a validated company
 * with no offers (flujo@demo.es) and a graduate in computer engineering with English
 * (flujo.titulado@demo.es) who has applied to nothing. The flow creates an offer, the staff
 * validate it, the graduate applies and the company moves the application, so no other spec uses
 * them.
 */
export async function seedCrossFlowAccounts(tx: Db, passwordHash: string): Promise<void> {
  const privacyVersion = await currentPrivacyVersion(tx);
  await insertDemoCompanyAccount(tx, passwordHash, {
    company: {
      cif: cif('B', '4712345'),
      nombreComercial: 'Ingeniería del Duero',
      razonSocial: 'Ingeniería del Duero Soluciones S.L.',
      idSector: 15,
      idProvincia: 47,
      idLocalidad: 47186,
      direccion: 'Calle de Santiago 12',
      cp: '47001',
      web: 'https://ingenieria-duero.example',
      descripcion: 'Desarrollo de software a medida para la industria agroalimentaria.',
      validada: true,
      email: 'personas@ingenieria-duero.example',
      telefono: '983440000',
    },
    user: {
      email: 'flujo@demo.es',
      nombre: 'Nuria',
      apellidos: 'Campos Villa',
      cargo: 'Responsable de selección',
      telefono: '983441234',
    },
    privacyVersion,
  });
  await insertDemoCandidate(tx, passwordHash, {
    user: { email: 'flujo.titulado@demo.es', nombre: 'Diego', apellidos: 'Herrero Sanz' },
    profile: {
      dni: dni(64567891),
      telefono: '600123987',
      fechaNacimiento: '1998-03-14',
      idProvincia: 47,
      idLocalidad: 47186,
      conPracticas: false,
      conEmpleo: true,
      presentacion: 'Soy Diego, ingeniero informático con experiencia en desarrollo web.',
    },
    studies: [
      {
        idTitulacion: 36,
        enCurso: false,
        creditosSuperados: '240',
        notaMedia: '7.90',
        fechaInicio: '2016-09-15',
        fechaFin: '2020-06-30',
      },
    ],
    languages: [
      [1, 7],
      [2, 5],
    ],
    privacyVersion,
  });
}
