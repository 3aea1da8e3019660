import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { surveyQuestions, surveys, surveyTargets } from '../db/schema.ts';
import { dayOffset } from './offer-builders.ts';

/**
 * An open survey with three questions (one choice, whose "No" jumps to the third; a 1-to-4
 * scale; an optional text), as the portal lists them.
 */
export async function buildSurvey(db: Db, values: Partial<typeof surveys.$inferInsert> = {}) {
  const [survey] = await db
    .insert(surveys)
    .values({
      slug: `encuesta-${String(Math.random()).slice(2, 10)}`,
      titulo: 'Encuesta de prueba',
      fechaInicio: dayOffset(-15),
      fechaFin: dayOffset(45),
      ...values,
    })
    .returning();
  if (!survey) {
    throw new Error('survey not built');
  }
  const question = async (values: Omit<typeof surveyQuestions.$inferInsert, 'surveyId'>) => {
    const [row] = await db
      .insert(surveyQuestions)
      .values({ surveyId: survey.id, ...values })
      .returning({ id: surveyQuestions.id });
    if (!row) {
      throw new Error('question not built');
    }
    return row.id;
  };
  const q1 = await question({ orden: 1, texto: '¿Has realizado prácticas?', tipo: 'unica' });
  const q2 = await question({
    orden: 2,
    texto: 'Valora la experiencia (1 a 4).',
    tipo: 'escala',
    respuestas: [1, 2, 3, 4].map((n) => ({ idRespuesta: n, texto: String(n) })),
  });
  const q3 = await question({
    orden: 3,
    texto: '¿Qué mejorarías?',
    tipo: 'texto',
    respuestaObligatoria: false,
    respuestas: [],
  });
  await db
    .update(surveyQuestions)
    .set({
      respuestas: [
        { idRespuesta: 1, texto: 'Sí' },
        { idRespuesta: 2, texto: 'No', idPreguntaDestino: q3 },
      ],
    })
    .where(eq(surveyQuestions.id, q1));
  return { ...survey, q: [q1, q2, q3] as const };
}

/**
 * The surveys of a running portal: one for candidates that may be answered anonymously, one for
 * companies, and a mandatory one for the candidates given as `targets`.
 */
export async function buildPortalSurveys(db: Db, targets: number[] = []) {
  const satisfaction = await buildSurvey(db, {
    slug: 'satisfaccion-practicas-2026',
    titulo: 'Encuesta de satisfacción con las prácticas',
    descripcion: 'Ayúdanos a mejorar el programa de prácticas.',
    paraAlumnos: true,
    paraEmpresas: false,
    obligatoria: false,
    permiteAnonima: true,
  });
  const companies = await buildSurvey(db, {
    slug: 'empresas-colaboradoras-2026',
    titulo: 'Encuesta a empresas colaboradoras',
    paraAlumnos: false,
    paraEmpresas: true,
    obligatoria: false,
    permiteAnonima: false,
  });
  const mandatory = await buildSurvey(db, {
    slug: 'insercion-laboral-obligatoria',
    titulo: 'Encuesta obligatoria de inserción laboral',
    paraAlumnos: true,
    paraEmpresas: false,
    obligatoria: true,
    permiteAnonima: false,
    fechaInicio: dayOffset(-5),
    fechaFin: dayOffset(30),
  });
  if (targets.length > 0) {
    await db
      .insert(surveyTargets)
      .values(targets.map((userId) => ({ surveyId: mandatory.id, userId })));
  }
  return { satisfaction, companies, mandatory };
}
