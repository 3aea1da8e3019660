import type { Db } from '../db/client.ts';
import { isoDay } from '../db/seed/ids.ts';
import { internshipDocuments, internships } from '../db/schema.ts';
import { buildNamedCompany } from './fixture-companies.ts';

/** The two documents the careers office asks of an internship in progress, none delivered. */
const requestedDocuments = (now: Date) => [
  {
    nombre: 'Informe de seguimiento intermedio',
    descripcion: 'Resumen de las tareas de la primera mitad de las prácticas.',
    solicitado: true,
    fechaLimite: isoDay(now, 7),
  },
  {
    nombre: 'Memoria final de prácticas',
    descripcion: 'Memoria final según el modelo de la facultad.',
    solicitado: true,
    fechaLimite: isoDay(now, 40),
  },
];

/**
 * A curricular student internship in progress at «Laboratorios Sierra Nevada» (a new company
 * unless `companyId` is given) with two requested documents; `values` override the row, and
 * `documents: false` leaves the documents out.
 */
export async function buildInternship(
  db: Db,
  candidateId: number,
  values: Partial<typeof internships.$inferInsert> = {},
  options: { documents?: boolean } = {},
) {
  const now = new Date();
  const companyId =
    values.companyId ?? (await buildNamedCompany(db, 'Laboratorios Sierra Nevada')).company.id;
  const [internship] = await db
    .insert(internships)
    .values({
      candidateId,
      companyId,
      titulo: 'Prácticas de apoyo en el laboratorio de microbiología',
      curricular: true,
      estado: 'en_curso',
      fechaInicio: isoDay(now, -50),
      fechaFin: isoDay(now, 25),
      horasDia: 5,
      tutorEmpresaNombre: 'Rocío Jiménez Ortega',
      tutorEmpresaEmail: 'rjimenez@labsierranevada.example',
      tutorAcademicoNombre: 'Dr. Alberto Vidal Soler',
      tutorAcademicoEmail: 'avidal@universidad.example',
      ...values,
    })
    .returning();
  if (!internship) {
    throw new Error('internship not built');
  }
  const documents =
    options.documents === false
      ? []
      : await db
          .insert(internshipDocuments)
          .values(requestedDocuments(now).map((d) => ({ ...d, internshipId: internship.id })))
          .returning();
  return { internship, documents };
}
