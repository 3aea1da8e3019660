import { and, eq, inArray } from 'drizzle-orm';
import { preEnrolmentDocuments } from '../../modules/signatures/signature-texts.ts';
import type { Db } from '../client.ts';
import {
  applications,
  candidates,
  companies,
  internshipDocuments,
  internships,
  offers,
  signatureDocuments,
  users,
} from '../schema.ts';
import { isoDay } from './ids.ts';

async function idOf<T>(rows: Promise<{ id: T }[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) {
    throw new Error(`demo ${what} missing`);
  }
  return row.id;
}

/**
 * Demo data of candidates' own activity: an internship in progress for
 * estudiante@demo.es with two documents requested, a finished graduate internship for
 * titulado@demo.es, and the documents to sign of estudiante's pre-enrolment (state 16).
 */
export async function seedCandidateActivity(tx: Db, now: Date): Promise<void> {
  const userId = (email: string) =>
    idOf(
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), eq(users.role, 'alumno'))),
      email,
    );
  const companyId = (nombre: string) =>
    idOf(
      tx.select({ id: companies.id }).from(companies).where(eq(companies.nombreComercial, nombre)),
      nombre,
    );
  const estudiante = await userId('estudiante@demo.es');
  const titulado = await userId('titulado@demo.es');

  const [practica] = await tx
    .insert(internships)
    .values([
      {
        candidateId: estudiante,
        companyId: await companyId('Laboratorios Sierra Nevada'),
        titulo: 'Prácticas de apoyo en el laboratorio de microbiología',
        curricular: true,
        estado: 'en_curso',
        fechaInicio: isoDay(now, -50),
        fechaFin: isoDay(now, 25),
        horasDia: 5,
        tutorEmpresaNombre: 'Rocío Jiménez Ortega',
        tutorEmpresaEmail: 'rjimenez@labsierranevada.example',
        tutorAcademicoNombre: 'Dr. Alberto Vidal Soler',
        tutorAcademicoEmail: 'avidal@universidad-demo.es',
      },
      {
        candidateId: titulado,
        companyId: await companyId('Ingeniería Turia'),
        titulo: 'Prácticas de titulado en cálculo de estructuras',
        paraTitulados: true,
        estado: 'finalizada',
        fechaInicio: isoDay(now, -400),
        fechaFin: isoDay(now, -220),
        horasDia: 7,
        tutorEmpresaNombre: 'Vicente Llorens Part',
        tutorEmpresaEmail: 'vllorens@ingenieria-turia.example',
      },
    ])
    .returning({ id: internships.id });
  if (!practica) {
    throw new Error('demo internship missing');
  }
  await tx.insert(internshipDocuments).values([
    {
      internshipId: practica.id,
      nombre: 'Informe de seguimiento intermedio',
      descripcion:
        'Resumen de las tareas realizadas en la primera mitad de las prácticas, firmado por tu tutor o tutora.',
      solicitado: true,
      fechaLimite: isoDay(now, 7),
    },
    {
      internshipId: practica.id,
      nombre: 'Memoria final de prácticas',
      descripcion: 'Memoria final según el modelo de la facultad (entre 5 y 10 páginas).',
      solicitado: true,
      fechaLimite: isoDay(now, 40),
    },
  ]);

  // estudiante@demo.es was pre-enrolled (state 16) in the marketing internship: two documents.
  const [pre] = await tx
    .select({
      id: applications.id,
      oferta: offers.titulo,
      empresa: companies.nombreComercial,
      dni: candidates.dni,
    })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .innerJoin(candidates, eq(candidates.userId, applications.candidateId))
    .where(and(eq(applications.candidateId, estudiante), inArray(applications.estado, [16])));
  if (pre) {
    await tx.insert(signatureDocuments).values(
      preEnrolmentDocuments({
        candidato: 'Lucía Martínez Gómez',
        dni: pre.dni,
        oferta: pre.oferta,
        empresa: pre.empresa,
        universidad: 'Universidad de Demostración',
        programa: null,
      }).map((d) => ({ ...d, candidateId: estudiante, applicationId: pre.id })),
    );
  }
}
