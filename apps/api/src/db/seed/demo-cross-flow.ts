import { desc } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  candidateLanguages,
  candidateStudies,
  candidates,
  companies,
  companyUsers,
  privacyAcceptances,
  privacyTexts,
  users,
} from '../schema.ts';
import { cif, dni } from './ids.ts';

/**
 * The accounts of the cross-role e2e flow (e2e/flows/offer-lifecycle.spec.ts): a validated company
 * with no offers (flujo@demo.es) and a graduate in computer engineering with English
 * (flujo.titulado@demo.es) who has applied to nothing. The flow creates an offer, the staff
 * validate it, the graduate applies and the company moves the application, so no other spec uses
 * them.
 */
export async function seedCrossFlowAccounts(tx: Db, passwordHash: string): Promise<void> {
  const [privacy] = await tx
    .select({ version: privacyTexts.version })
    .from(privacyTexts)
    .orderBy(desc(privacyTexts.version))
    .limit(1);
  const [company] = await tx
    .insert(companies)
    .values({
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
    })
    .returning({ id: companies.id });
  const [recruiter, graduate] = await tx
    .insert(users)
    .values([
      {
        email: 'flujo@demo.es',
        passwordHash,
        role: 'empresa',
        nombre: 'Nuria',
        apellidos: 'Campos Villa',
      },
      {
        email: 'flujo.titulado@demo.es',
        passwordHash,
        role: 'alumno',
        nombre: 'Diego',
        apellidos: 'Herrero Sanz',
      },
    ])
    .returning({ id: users.id });
  if (!privacy || !company || !recruiter || !graduate) {
    throw new Error('demo cross-flow accounts not created');
  }
  await tx.insert(companyUsers).values({
    userId: recruiter.id,
    companyId: company.id,
    cargo: 'Responsable de selección',
    telefono: '983441234',
  });
  await tx.insert(candidates).values({
    userId: graduate.id,
    dni: dni(64567891),
    telefono: '600123987',
    fechaNacimiento: '1998-03-14',
    idProvincia: 47,
    idLocalidad: 47186,
    conPracticas: false,
    conEmpleo: true,
    primerAcceso: false,
    tienePermisoTrabajo: true,
    presentacion: 'Soy Diego, ingeniero informático con experiencia en desarrollo web.',
  });
  await tx.insert(candidateStudies).values({
    candidateId: graduate.id,
    idTitulacion: 36,
    enCurso: false,
    creditosSuperados: '240',
    notaMedia: '7.90',
    fechaInicio: '2016-09-15',
    fechaFin: '2020-06-30',
  });
  await tx.insert(candidateLanguages).values([
    { candidateId: graduate.id, idIdioma: 1, idNivel: 7 },
    { candidateId: graduate.id, idIdioma: 2, idNivel: 5 },
  ]);
  await tx.insert(privacyAcceptances).values([
    { userId: recruiter.id, version: privacy.version },
    { userId: graduate.id, version: privacy.version },
  ]);
}
