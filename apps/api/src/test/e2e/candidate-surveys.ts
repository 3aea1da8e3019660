import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveyInvitations, surveyQuestions, surveys, surveyTargets } from '../../db/schema.ts';
import { hashToken } from '../../modules/surveys/survey-tokens.ts';
import { dayOffset } from '../offer-builders.ts';
import { tag } from './people.ts';

/**
 * The surveys a candidate meets, with the questions and skip rules of the demo seed's: the career
 * survey, the portal's three-question surveys (anonymous or mandatory) and the internship
 * evaluation answered through an invitation link. Each has a unique slug.
 */
type Question = Omit<typeof surveyQuestions.$inferInsert, 'surveyId' | 'orden'>;
type Kind = 'trayectoria' | 'satisfaccion' | 'obligatoria' | 'evaluacion';

const yesNo = [
  { idRespuesta: 1, texto: 'Sí' },
  { idRespuesta: 2, texto: 'No' },
];
const scale = [1, 2, 3, 4].map((n) => ({ idRespuesta: n, texto: String(n) }));

const career: Question[] = [
  { texto: '¿Estás trabajando actualmente?', tipo: 'unica', respuestas: yesNo },
  { texto: '¿Desde qué fecha trabajas en tu empleo actual?', tipo: 'fecha', respuestas: [] },
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
  { texto: '¿Tu empleo está relacionado con tus estudios?', tipo: 'unica', respuestas: yesNo },
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
];

const portal: Question[] = [
  {
    texto: '¿Has realizado prácticas o trabajado en el último año?',
    tipo: 'unica',
    respuestas: yesNo,
  },
  {
    texto: 'Valora la utilidad de la experiencia para tu formación (1 a 4).',
    tipo: 'escala',
    respuestas: scale,
  },
  {
    texto: '¿Qué mejorarías del servicio?',
    tipo: 'texto',
    respuestaObligatoria: false,
    respuestas: [],
  },
];

const evaluation: Question[] = [
  {
    texto: 'Valora de 1 a 4 el cumplimiento del plan formativo.',
    tipo: 'escala',
    respuestas: [],
  },
  { texto: 'Nota global de las prácticas (1 a 10).', tipo: 'nota', respuestas: [] },
  { texto: 'Observaciones', tipo: 'texto', respuestaObligatoria: false, respuestas: [] },
];

/** Each kind: its questions, its skip rules (option of a question → later question) and flags. */
const kinds: Record<
  Kind,
  {
    questions: Question[];
    jumps: { from: number; option: number; to: number }[];
    values: Partial<typeof surveys.$inferInsert>;
  }
> = {
  // "No" (not working) jumps to the job-seeking question; people in work skip it.
  trayectoria: {
    questions: career,
    jumps: [
      { from: 0, option: 2, to: 4 },
      { from: 3, option: 1, to: 5 },
      { from: 3, option: 2, to: 5 },
    ],
    values: { paraAlumnos: true, paraEmpresas: false, obligatoria: false, permiteAnonima: false },
  },
  // "No" to the first question jumps to the last one.
  satisfaccion: {
    questions: portal,
    jumps: [{ from: 0, option: 2, to: 2 }],
    values: { paraAlumnos: true, paraEmpresas: false, obligatoria: false, permiteAnonima: true },
  },
  obligatoria: {
    questions: portal,
    jumps: [{ from: 0, option: 2, to: 2 }],
    values: { paraAlumnos: true, paraEmpresas: false, obligatoria: true, permiteAnonima: false },
  },
  evaluacion: {
    questions: evaluation,
    jumps: [],
    values: {
      paraAlumnos: false,
      paraEmpresas: false,
      obligatoria: false,
      permiteAnonima: false,
      permiteUsuarios: false,
    },
  },
};

/**
 * A survey of a kind, open from ten days ago for two months; `targets` limit it to those users
 * (a survey without targets is every candidate's). The evaluation comes with a student's
 * invitation link, whose token is answered.
 */
export async function buildCandidateSurvey(
  db: Db,
  input: { tipo: Kind; titulo: string; targets: number[] },
) {
  const kind = kinds[input.tipo];
  const [survey] = await db
    .insert(surveys)
    .values({
      slug: `encuesta-${tag()}`,
      titulo: input.titulo,
      descripcion: 'Encuesta de la oficina de empleo y prácticas.',
      fechaInicio: dayOffset(-10),
      fechaFin: dayOffset(60),
      ...kind.values,
    })
    .returning();
  if (!survey) {
    throw new Error('survey not built');
  }
  const ids: number[] = [];
  for (const [index, question] of kind.questions.entries()) {
    const [row] = await db
      .insert(surveyQuestions)
      .values({ ...question, surveyId: survey.id, orden: index + 1 })
      .returning({ id: surveyQuestions.id });
    if (!row) {
      throw new Error('survey question not built');
    }
    ids.push(row.id);
  }
  // All the jumps of one question are written together (each option keeps its own).
  for (const from of new Set(kind.jumps.map((jump) => jump.from))) {
    const respuestas = (kind.questions[from]?.respuestas ?? []).map((answer) => {
      const jump = kind.jumps.find((j) => j.from === from && j.option === answer.idRespuesta);
      const target = jump ? ids[jump.to] : undefined;
      return target === undefined ? answer : { ...answer, idPreguntaDestino: target };
    });
    await db
      .update(surveyQuestions)
      .set({ respuestas })
      .where(eq(surveyQuestions.id, ids[from] ?? 0));
  }
  if (input.targets.length > 0) {
    await db
      .insert(surveyTargets)
      .values(input.targets.map((userId) => ({ surveyId: survey.id, userId })));
  }
  let token: string | null = null;
  if (input.tipo === 'evaluacion') {
    token = `alumno-${randomBytes(16).toString('hex')}`;
    await db.insert(surveyInvitations).values({
      surveyId: survey.id,
      tokenHash: hashToken(token),
      email: `alumno-${tag()}@e2e.es`,
      nombre: 'Estudiante en prácticas',
      sentAt: new Date(),
    });
  }
  return { id: survey.id, slug: survey.slug, titulo: survey.titulo, token };
}
