import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { internships } from '../../modules/internships/internships.table.ts';
import {
  surveyInvitations,
  surveyQuestions,
  surveys,
  surveyTargets,
} from '../../modules/surveys/surveys.table.ts';
import { isoDay } from './ids.ts';
import { sha256 } from '../../lib/sha256.ts';

/**
 * Demo invitation links of the internship evaluation (printed in the README): the tutor's and
 * the student's, both about the same internship of estudiante@demo.es.
 */
export const demoSurveyInvitations = {
  slug: 'evaluacion-practicas-2026',
  tutor: 'tutor-3f9a1c7e52b84d06a9e1c4b7d2f08e65',
  student: 'alumno-8b2e6d4a17c94f35b0a6e9d3c1f72a48',
} as const;

type QuestionInput = Omit<typeof surveyQuestions.$inferInsert, 'surveyId' | 'orden'>;

/** Inserts questions in order; `jumps` then point options at later questions by their order. */
async function insertQuestions(
  tx: Db,
  surveyId: number,
  questions: QuestionInput[],
  jumps: { from: number; option: number; to: number }[] = [],
): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, question] of questions.entries()) {
    const [row] = await tx
      .insert(surveyQuestions)
      .values({ ...question, surveyId, orden: index + 1 })
      .returning({ id: surveyQuestions.id });
    if (!row) {
      throw new Error('demo survey question not inserted');
    }
    ids.push(row.id);
  }
  // All the jumps of one question are written together (each option keeps its own).
  for (const from of new Set(jumps.map((jump) => jump.from))) {
    const question = questions[from];
    const id = ids[from];
    if (!question || id === undefined) {
      throw new Error('demo survey jump out of range');
    }
    const respuestas = (question.respuestas ?? []).map((r) => {
      const jump = jumps.find((j) => j.from === from && j.option === r.idRespuesta);
      const target = jump ? ids[jump.to] : undefined;
      return target === undefined ? r : { ...r, idPreguntaDestino: target };
    });
    await tx.update(surveyQuestions).set({ respuestas }).where(eq(surveyQuestions.id, id));
  }
  return ids;
}

/**
 * Surveys beyond the three of the base seed: a career survey with skip rules for
 * estudiante@demo.es (`studentId`, the only one it is aimed at) and an internship evaluation
 * reached only through personal invitation links, about estudiante's internship.
 */
export async function seedDemoSurveys(tx: Db, now: Date, studentId: number): Promise<void> {
  const [career] = await tx
    .insert(surveys)
    .values({
      slug: 'trayectoria-profesional-2026',
      titulo: 'Encuesta de trayectoria profesional',
      descripcion: 'Cuéntanos si trabajas, cómo encontraste empleo o si lo estás buscando.',
      paraAlumnos: true,
      paraEmpresas: false,
      obligatoria: false,
      permiteAnonima: false,
      fechaInicio: isoDay(now, -10),
      fechaFin: isoDay(now, 60),
    })
    .returning({ id: surveys.id });
  if (!career) {
    throw new Error('demo survey not inserted');
  }
  await tx.insert(surveyTargets).values({ surveyId: career.id, userId: studentId });
  await insertQuestions(
    tx,
    career.id,
    [
      {
        texto: '¿Estás trabajando actualmente?',
        tipo: 'unica',
        respuestas: [
          { idRespuesta: 1, texto: 'Sí' },
          { idRespuesta: 2, texto: 'No' },
        ],
      },
      {
        texto: '¿Desde qué fecha trabajas en tu empleo actual?',
        tipo: 'fecha',
        respuestas: [],
      },
      {
        texto: '¿Qué te ayudó a encontrar empleo?',
        tipo: 'multiple',
        respuestas: [
          { idRespuesta: 1, texto: 'Las prácticas' },
          { idRespuesta: 2, texto: 'El portal de empleo' },
          { idRespuesta: 3, texto: 'Contactos personales' },
          { idRespuesta: 4, texto: 'Redes profesionales' },
        ],
      },
      {
        texto: '¿Tu empleo está relacionado con tus estudios?',
        tipo: 'unica',
        respuestas: [
          { idRespuesta: 1, texto: 'Sí' },
          { idRespuesta: 2, texto: 'No' },
        ],
      },
      {
        texto: '¿Estás buscando empleo?',
        tipo: 'unica',
        respuestas: [
          { idRespuesta: 1, texto: 'Sí, de forma activa' },
          { idRespuesta: 2, texto: 'No, sigo estudiando' },
        ],
      },
      {
        texto: 'Valora de 1 a 4 la formación recibida para tu desarrollo profesional.',
        tipo: 'escala',
        respuestas: [],
      },
      {
        texto: '¿Algo más que quieras contarnos?',
        tipo: 'texto',
        respuestaObligatoria: false,
        respuestas: [],
      },
    ],
    // "No" (not working) jumps to the job-seeking question; people in work skip it.
    [
      { from: 0, option: 2, to: 4 },
      { from: 3, option: 1, to: 5 },
      { from: 3, option: 2, to: 5 },
    ],
  );

  const [evaluation] = await tx
    .insert(surveys)
    .values({
      slug: demoSurveyInvitations.slug,
      titulo: 'Evaluación de las prácticas',
      descripcion:
        'Valoración de unas prácticas concretas por su tutor o tutora y por el estudiante.',
      paraAlumnos: false,
      paraEmpresas: false,
      obligatoria: false,
      permiteAnonima: false,
      permiteUsuarios: false,
      fechaInicio: isoDay(now, -20),
      fechaFin: isoDay(now, 40),
    })
    .returning({ id: surveys.id });
  if (!evaluation) {
    throw new Error('demo survey not inserted');
  }
  await insertQuestions(tx, evaluation.id, [
    {
      texto: 'Valora de 1 a 4 el cumplimiento del plan formativo.',
      tipo: 'escala',
      respuestas: [],
    },
    {
      texto: 'Nota global de las prácticas (1 a 10).',
      tipo: 'nota',
      respuestas: [],
    },
    {
      texto: 'Observaciones',
      tipo: 'texto',
      respuestaObligatoria: false,
      respuestas: [],
    },
  ]);
  const [internship] = await tx
    .select({ id: internships.id, tutor: internships.tutorEmpresaEmail })
    .from(internships)
    .where(eq(internships.candidateId, studentId))
    .limit(1);
  await tx.insert(surveyInvitations).values([
    {
      surveyId: evaluation.id,
      tokenHash: sha256(demoSurveyInvitations.tutor),
      email: internship?.tutor ?? 'tutor@empresa-demo.example',
      nombre: 'Tutor/a de empresa',
      internshipId: internship?.id ?? null,
      sentAt: now,
    },
    {
      surveyId: evaluation.id,
      tokenHash: sha256(demoSurveyInvitations.student),
      email: 'estudiante@demo.es',
      nombre: 'Estudiante en prácticas',
      internshipId: internship?.id ?? null,
      sentAt: now,
    },
  ]);
}
