import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { offers } from '../schema.ts';
import {
  currentPrivacyVersion,
  insertApplicationWithHistory,
  insertDemoCandidate,
} from './demo-builders.ts';
import { dni, nss } from './ids.ts';

interface OfferSearchAccount {
  email: string;
  nombre: string;
  apellidos: string;
  dniNumber: number;
  /** A student (student internships, studies in progress) instead of a graduate (jobs). */
  student?: boolean;
  /** Job offers (by title) with an open application (state 1). */
  applications: string[];
}

/**
 * Accounts of the candidate offer-screen e2e specs (offer search, apply, withdraw, refusals 10,
 * 103 and 11): graduates who see job offers, with a finished degree in computer engineering (36)
 * and English, and a student of that degree who has not uploaded the social-security proof yet.
 * They apply, upload and withdraw, so no other spec relies on them.
 */
const offerSearchAccounts: OfferSearchAccount[] = [
  {
    email: 'busqueda@demo.es',
    nombre: 'Rubén',
    apellidos: 'Iglesias Mora',
    dniNumber: 61234578,
    applications: [],
  },
  {
    email: 'limite@demo.es',
    nombre: 'Silvia',
    apellidos: 'Benito Rey',
    dniNumber: 62345789,
    applications: [
      'Ingeniero/a de obra civil',
      'Técnico/a de prevención de riesgos laborales',
      'Técnico/a de laboratorio de I+D',
    ],
  },
  {
    email: 'documentos@demo.es',
    nombre: 'Mateo',
    apellidos: 'Lorenzo Pardo',
    dniNumber: 63456780,
    student: true,
    applications: [],
  },
];

export async function seedOfferSearchAccounts(
  tx: Db,
  now: Date,
  passwordHash: string,
): Promise<void> {
  const privacyVersion = await currentPrivacyVersion(tx);
  const titles = offerSearchAccounts.flatMap((a) => a.applications);
  const offerRows = await tx
    .select({ id: offers.id, titulo: offers.titulo })
    .from(offers)
    .where(inArray(offers.titulo, titles));
  const offerId = new Map(offerRows.map((o) => [o.titulo, o.id]));

  for (const account of offerSearchAccounts) {
    const { email, nombre, apellidos, dniNumber, student } = account;
    const userId = await insertDemoCandidate(tx, passwordHash, {
      user: { email, nombre, apellidos },
      profile: {
        dni: dni(dniNumber),
        nss: student ? nss(28, dniNumber) : null,
        telefono: '600777888',
        fechaNacimiento: student ? '2003-02-11' : '1997-06-21',
        conPracticas: student === true,
        conEmpleo: student !== true,
        presentacion: `Soy ${nombre}, de Ingeniería Informática, con ganas de aprender.`,
      },
      studies: [
        student
          ? {
              idTitulacion: 36,
              enCurso: true,
              creditosSuperados: '150',
              notaMedia: '7.20',
              fechaInicio: '2022-09-15',
            }
          : {
              idTitulacion: 36,
              enCurso: false,
              creditosSuperados: '240',
              notaMedia: '7.60',
              fechaInicio: '2015-09-15',
              fechaFin: '2019-06-30',
            },
      ],
      languages: [
        [1, 7],
        [2, 5],
      ],
      privacyVersion,
    });
    for (const [i, title] of account.applications.entries()) {
      const id = offerId.get(title);
      if (id === undefined) {
        throw new Error(`demo offer ${title} missing`);
      }
      // An open application (state 1), sent i + 1 days ago.
      await insertApplicationWithHistory(tx, {
        offerId: id,
        candidateId: userId,
        orden: i + 1,
        estados: [1],
        changedBy: () => userId,
        now,
        daysApart: i + 1,
      });
    }
  }
}
