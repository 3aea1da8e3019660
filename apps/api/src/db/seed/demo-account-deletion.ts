import { desc } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  candidateLanguages,
  candidateStudies,
  candidates,
  privacyAcceptances,
  privacyTexts,
  users,
} from '../schema.ts';
import { dni, nss } from './ids.ts';

const DNI_NUMBER = 93456781;

/**
 * The account of the 'Solicitar baja' e2e spec (baja@demo.es): it asks to leave the service, so no
 * other spec relies on it. A complete student profile, so no overlay stands in the way.
 */
export async function seedAccountDeletionAccount(tx: Db, passwordHash: string): Promise<void> {
  const [privacy] = await tx
    .select({ version: privacyTexts.version })
    .from(privacyTexts)
    .orderBy(desc(privacyTexts.version))
    .limit(1);
  const [user] = await tx
    .insert(users)
    .values({
      email: 'baja@demo.es',
      passwordHash,
      role: 'alumno',
      nombre: 'Raquel',
      apellidos: 'Benítez Soler',
    })
    .returning({ id: users.id });
  if (!privacy || !user) {
    throw new Error('demo account baja@demo.es not created');
  }
  await tx.insert(candidates).values({
    userId: user.id,
    dni: dni(DNI_NUMBER),
    nss: nss(28, DNI_NUMBER),
    telefono: '600987654',
    fechaNacimiento: '2002-11-05',
    idProvincia: 28,
    idLocalidad: 28079,
    conPracticas: true,
    conEmpleo: false,
    primerAcceso: false,
    tienePermisoTrabajo: true,
    presentacion: 'Soy Raquel, estudiante de último curso.',
  });
  await tx.insert(candidateStudies).values({
    candidateId: user.id,
    idTitulacion: 36,
    enCurso: true,
    creditosSuperados: '180',
    notaMedia: '7.20',
    fechaInicio: '2022-09-15',
  });
  await tx.insert(candidateLanguages).values([
    { candidateId: user.id, idIdioma: 1, idNivel: 7 },
    { candidateId: user.id, idIdioma: 2, idNivel: 4 },
  ]);
  await tx.insert(privacyAcceptances).values({ userId: user.id, version: privacy.version });
}
