import { notifications } from '../../modules/notifications/notifications.table.ts';
import type { Db } from '../client.ts';
import { currentPrivacyVersion, insertDemoCandidate } from './demo-builders.ts';
import { dni, nss } from './ids.ts';

/**
 * Language end to end: idioma@demo.es has a notification written in both languages, so
 * switching the interface to English shows it in English (shell/language.spec.ts switches).
 */
export async function seedLanguageAccount(tx: Db, passwordHash: string) {
  const userId = await insertDemoCandidate(tx, passwordHash, {
    user: { email: 'idioma@demo.es', nombre: 'Elisa', apellidos: 'Vidal Ortega' },
    profile: {
      dni: dni(77123450),
      nss: nss(28, 77123450),
      telefono: '600777450',
      fechaNacimiento: '2002-03-14',
      conPracticas: true,
      conEmpleo: false,
    },
    studies: [
      {
        idTitulacion: 36,
        enCurso: true,
        creditosSuperados: '90',
        notaMedia: '7.10',
        fechaInicio: '2023-09-15',
      },
    ],
    languages: [[1, 7]],
    privacyVersion: await currentPrivacyVersion(tx),
  });
  await tx.insert(notifications).values({
    userId,
    titulo: 'Nueva sesión de orientación profesional',
    texto: 'El Servicio de Empleo ha abierto inscripciones para una sesión de orientación.',
    tituloEn: 'New career guidance session',
    textoEn: 'The careers service has opened enrolment for a guidance session.',
  });
}
