import type { Db } from '../client.ts';
import { currentPrivacyVersion, insertDemoCandidate } from './demo-builders.ts';
import { dni, nss } from './ids.ts';

const DNI_NUMBER = 93456781;

/**
 * The account of the 'Solicitar baja' e2e spec (baja@demo.es): it asks to leave the service, so no
 * other spec relies on it. A complete student profile, so no overlay stands in the way.
 */
export async function seedAccountDeletionAccount(tx: Db, passwordHash: string): Promise<void> {
  await insertDemoCandidate(tx, passwordHash, {
    user: { email: 'baja@demo.es', nombre: 'Raquel', apellidos: 'Benítez Soler' },
    profile: {
      dni: dni(DNI_NUMBER),
      nss: nss(28, DNI_NUMBER),
      telefono: '600987654',
      fechaNacimiento: '2002-11-05',
      conPracticas: true,
      conEmpleo: false,
      presentacion: 'Soy Raquel, estudiante de último curso.',
    },
    studies: [
      {
        idTitulacion: 36,
        enCurso: true,
        creditosSuperados: '180',
        notaMedia: '7.20',
        fechaInicio: '2022-09-15',
      },
    ],
    languages: [
      [1, 7],
      [2, 4],
    ],
    privacyVersion: await currentPrivacyVersion(tx),
  });
}
