import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidates, candidateStudies } from '../../db/schema.ts';
import { cif, isoDay } from '../../db/seed/ids.ts';
import { educationCentres } from '../../modules/education-requests/education-requests.table.ts';
import { internshipProposals } from '../../modules/internship-proposals/internship-proposals.table.ts';
import { buildNamedCompany } from '../fixture-companies.ts';

/**
 * What a student's internship requests start from, as the demo seed's request accounts hold it:
 * internship proposals already made (pending or rejected) and an education centre with places.
 */

/** A tax id no other test's company has (the form checks whether it is registered). */
const randomCif = () => cif('B', String(randomInt(1_000_000, 9_999_999)));

/** Proposals the student made, on the demo seed's terms (four months from 45 days from now). */
export async function buildProposals(
  db: Db,
  candidateId: number,
  proposals: { nombreEmpresa: string; motivoRechazo: string | null }[],
) {
  const now = new Date();
  for (const proposal of proposals) {
    await db.insert(internshipProposals).values({
      candidateId,
      origen: 'alumno',
      cifEmpresa: randomCif(),
      nombreEmpresa: proposal.nombreEmpresa,
      emailContacto: 'personas@empresa.example',
      nombreContacto: 'Julia Fuentes Lara',
      fechaInicio: isoDay(now, 45),
      fechaFin: isoDay(now, 165),
      horasDia: '5.0',
      diasSemana: 5,
      meses: 4,
      remuneracion: '400.00',
      tutorNombre: 'Julia Fuentes Lara',
      tutorEmail: 'jfuentes@empresa.example',
      descripcion: 'Apoyo al equipo de diseño en la maquetación de proyectos de rehabilitación.',
      proposedBy: candidateId,
      ...(proposal.motivoRechazo === null
        ? {}
        : { estado: 'rechazada' as const, motivo: proposal.motivoRechazo, decidedAt: now }),
    });
  }
}

/** An education centre (a validated company in Granada) with `limite` places. */
export async function buildEducationCentre(db: Db, nombreComercial: string, limite: number) {
  const { company } = await buildNamedCompany(db, nombreComercial, {
    idSector: 8,
    idProvincia: 18,
    idLocalidad: 18087,
  });
  await db.insert(educationCentres).values({ companyId: company.id, limite });
  return company;
}

/** Makes a built student an education student (their degree 36 becomes the education one, 37). */
export async function makeEducationStudent(db: Db, candidateId: number) {
  await db
    .update(candidates)
    .set({ esEstudianteEducacion: true })
    .where(eq(candidates.userId, candidateId));
  await db
    .update(candidateStudies)
    .set({ idTitulacion: 37 })
    .where(eq(candidateStudies.candidateId, candidateId));
}
