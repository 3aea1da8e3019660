import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  applicationStateHistory,
  applications,
  candidateLanguages,
  candidateStudies,
  candidates,
  offers,
  privacyAcceptances,
  privacyTexts,
  users,
} from '../schema.ts';
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
  const [privacy] = await tx
    .select({ version: privacyTexts.version })
    .from(privacyTexts)
    .orderBy(desc(privacyTexts.version))
    .limit(1);
  const titles = offerSearchAccounts.flatMap((a) => a.applications);
  const offerRows = await tx
    .select({ id: offers.id, titulo: offers.titulo })
    .from(offers)
    .where(inArray(offers.titulo, titles));
  const offerId = new Map(offerRows.map((o) => [o.titulo, o.id]));

  for (const account of offerSearchAccounts) {
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email,
        passwordHash,
        role: 'alumno',
        nombre: account.nombre,
        apellidos: account.apellidos,
      })
      .returning({ id: users.id });
    if (!user) {
      throw new Error(`demo ${account.email} missing`);
    }
    await tx.insert(candidates).values({
      userId: user.id,
      dni: dni(account.dniNumber),
      nss: account.student ? nss(28, account.dniNumber) : null,
      telefono: '600777888',
      fechaNacimiento: account.student ? '2003-02-11' : '1997-06-21',
      idProvincia: 28,
      idLocalidad: 28079,
      conPracticas: account.student === true,
      conEmpleo: account.student !== true,
      primerAcceso: false,
      tienePermisoTrabajo: true,
      presentacion: `Soy ${account.nombre}, de Ingeniería Informática, con ganas de aprender.`,
    });
    await tx.insert(candidateStudies).values(
      account.student
        ? {
            candidateId: user.id,
            idTitulacion: 36,
            enCurso: true,
            creditosSuperados: '150',
            notaMedia: '7.20',
            fechaInicio: '2022-09-15',
          }
        : {
            candidateId: user.id,
            idTitulacion: 36,
            enCurso: false,
            creditosSuperados: '240',
            notaMedia: '7.60',
            fechaInicio: '2015-09-15',
            fechaFin: '2019-06-30',
          },
    );
    await tx.insert(candidateLanguages).values([
      { candidateId: user.id, idIdioma: 1, idNivel: 7 },
      { candidateId: user.id, idIdioma: 2, idNivel: 5 },
    ]);
    if (privacy) {
      await tx.insert(privacyAcceptances).values({ userId: user.id, version: privacy.version });
    }
    for (const [i, title] of account.applications.entries()) {
      const id = offerId.get(title);
      if (id === undefined) {
        throw new Error(`demo offer ${title} missing`);
      }
      const [row] = await tx
        .insert(applications)
        .values({ offerId: id, candidateId: user.id, estado: 1, orden: i + 1 })
        .returning({ id: applications.id });
      if (!row) {
        throw new Error('demo application missing');
      }
      await tx.insert(applicationStateHistory).values({
        applicationId: row.id,
        estado: 1,
        changedBy: user.id,
        fecha: new Date(now.getTime() - (i + 1) * 86_400_000),
      });
    }
  }
}
