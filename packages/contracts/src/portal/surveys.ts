import { z } from 'zod';
import { searchRows } from '../text-search.ts';
import { surveyQuestionTypes } from './survey-logic.ts';

export * from './survey-logic.ts';

export const surveyQuestionTypeSchema = z.enum(surveyQuestionTypes);

/** `:id` of the survey calls: the survey's urlAcceso (its slug) or its number. */
export const surveyIdParamsSchema = z.object({ id: z.string().trim().min(1).max(120) });
export type SurveyIdParams = z.infer<typeof surveyIdParamsSchema>;

/** Answer option; `idPreguntaDestino` is a skip rule. */
export const surveyOptionSchema = z.object({
  idRespuesta: z.number().int(),
  texto: z.string(),
  idPreguntaDestino: z.number().int().nullable().optional(),
});
export type SurveyOption = z.infer<typeof surveyOptionSchema>;

export const surveyQuestionSchema = z.object({
  idPregunta: z.number().int(),
  texto: z.string(),
  tipo: surveyQuestionTypeSchema,
  respuestaObligatoria: z.boolean(),
  respuestas: z.array(surveyOptionSchema),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** `GET /api/Encuestas/{id}`: the definition (Survey). */
export const surveyDefinitionSchema = z.object({
  id: z.number().int(),
  urlAcceso: z.string(),
  encuesta: z.object({
    titulo: z.string(),
    descripcion: z.string(),
    preguntas: z.array(surveyQuestionSchema),
  }),
  /** The answers of this session are stored without the respondent's identity. */
  anonima: z.boolean(),
  /** Internship the answers are about (evaluation invitations). */
  idPractica: z.number().int().nullable(),
});
export type SurveyDefinition = z.infer<typeof surveyDefinitionSchema>;

/** `POST /api/Encuestas/accesoEncuesta/{id}`: the query string of the link, if any. */
export const surveyAccessBodySchema = z.object({
  querystringValue: z.string().max(1000).default(''),
});
export type SurveyAccessBody = z.input<typeof surveyAccessBodySchema>;

/** How the survey may be reached; a valid invitation gives the token at once. */
export const surveyAccessSchema = z.object({
  titulo: z.string(),
  descripcion: z.string(),
  sacaOpcionAnonima: z.boolean(),
  paraAlumnos: z.boolean(),
  paraEmpresa: z.boolean(),
  /** Registered users may sign in to answer (else only invitations or anonymous: code 36). */
  sacaOpcionLogin: z.boolean(),
  /** The university's single sign-on is configured. */
  sacaOpcionLoginIntegrado: z.boolean(),
  token: z.string().nullable(),
  idPractica: z.number().int().nullable(),
});
export type SurveyAccess = z.infer<typeof surveyAccessSchema>;

/** `logaUsuario/{id}`: the survey token and, when pending, the privacy text to accept first. */
export const surveyLoginSchema = z.object({
  token: z.string(),
  textoCortoRGPD: z.string().nullable(),
  linkExternoRGPD: z.string().nullable(),
});
export type SurveyLogin = z.infer<typeof surveyLoginSchema>;

export const surveyTokenSchema = z.object({ token: z.string() });
export type SurveyToken = z.infer<typeof surveyTokenSchema>;

/** `validaRespuestaLoginIntegrado/{id}`: the identity provider's answer. */
export const surveySsoBodySchema = z.object({ respuesta: z.string().min(1).max(100_000) });

/** One answer of `lContestaciones`. */
export const surveyAnswerSchema = z.object({
  idPregunta: z.number().int().positive(),
  idRespuesta: z.number().int().nullable().optional(),
  idRespuestas: z.array(z.number().int()).max(100).nullable().optional(),
  texto: z.string().max(4000).nullable().optional(),
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

export const surveyAnswersBodySchema = z.object({
  lContestaciones: z.array(surveyAnswerSchema).max(300),
});
export type SurveyAnswersBody = z.infer<typeof surveyAnswersBodySchema>;

// ---- Staff (back-office): building surveys, invitations and results -------------------------

export const surveyStatusSchema = z.enum(['borrador', 'publicada']);

/** One survey in the staff list. */
export const staffSurveyItemSchema = z.object({
  id: z.number().int(),
  urlAcceso: z.string(),
  titulo: z.string(),
  estado: surveyStatusSchema,
  paraAlumnos: z.boolean(),
  paraEmpresas: z.boolean(),
  permiteUsuarios: z.boolean(),
  permiteAnonima: z.boolean(),
  obligatoria: z.boolean(),
  fechaInicio: z.string(),
  fechaFin: z.string().nullable(),
  preguntas: z.number().int(),
  respuestas: z.number().int(),
  invitaciones: z.number().int(),
});
export type StaffSurveyItem = z.infer<typeof staffSurveyItemSchema>;

/**
 * `GET /api/Gestion/exportaEncuestas`: the staff list as searched (every word of the title,
 * accents and case ignored) and filtered by state, as CSV or XLSX.
 */
export const staffSurveyExportQuerySchema = z.object({
  formato: z.enum(['csv', 'xlsx']).default('csv'),
  texto: z.string().trim().max(200).optional(),
  estado: surveyStatusSchema.optional(),
});
export type StaffSurveyExportQuery = z.input<typeof staffSurveyExportQuerySchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'El campo está mal formado');

/**
 * A question in the builder. Jumps name the target by its position (`saltoAPregunta`, 1-based),
 * since new questions have no id yet.
 */
export const staffSurveyQuestionSchema = z.object({
  texto: z.string().trim().min(1, 'Este campo es requerido').max(500),
  tipo: surveyQuestionTypeSchema,
  respuestaObligatoria: z.boolean(),
  respuestas: z
    .array(
      z.object({
        texto: z.string().trim().min(1, 'Este campo es requerido').max(300),
        saltoAPregunta: z.number().int().positive().nullable().optional(),
      }),
    )
    .max(30),
});
export type StaffSurveyQuestion = z.infer<typeof staffSurveyQuestionSchema>;

const staffSurveyFieldsSchema = z.object({
  titulo: z.string().trim().min(3, 'El campo no tiene la longitud mínima requerida').max(200),
  descripcion: z.string().trim().max(2000).default(''),
  urlAcceso: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'El campo está mal formado')
    .max(100),
  paraAlumnos: z.boolean(),
  paraEmpresas: z.boolean(),
  permiteUsuarios: z.boolean(),
  permiteAnonima: z.boolean(),
  obligatoria: z.boolean(),
  fechaInicio: day,
  fechaFin: day.nullable(),
  textoRgpd: z.string().trim().max(4000).nullable().default(null),
  preguntas: z.array(staffSurveyQuestionSchema).max(100),
});

/**
 * The builder's body (create and edit). A jump goes forward only: to itself it would loop and
 * backwards it would ask a question twice, so the field is refused before the logic check.
 */
export const staffSurveyBodySchema = staffSurveyFieldsSchema.superRefine((body, ctx) => {
  body.preguntas.forEach((question, index) => {
    question.respuestas.forEach((option, optionIndex) => {
      const target = option.saltoAPregunta ?? null;
      if (target !== null && target <= index + 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['preguntas', index, 'respuestas', optionIndex, 'saltoAPregunta'],
          message: `La pregunta ${String(index + 1)} solo puede saltar a una pregunta posterior`,
        });
      }
    });
  });
});
export type StaffSurveyBody = z.input<typeof staffSurveyBodySchema>;

/** Once a survey has responses only its end date changes (to close it sooner or later). */
export const staffSurveyEndDateBodySchema = z.object({ fechaFin: day.nullable() });
export type StaffSurveyEndDateBody = z.input<typeof staffSurveyEndDateBodySchema>;

export const staffSurveySchema = staffSurveyFieldsSchema.extend({
  id: z.number().int(),
  estado: surveyStatusSchema,
  respuestas: z.number().int(),
});
export type StaffSurvey = z.infer<typeof staffSurveySchema>;

export const surveyNumericParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const staffInvitationsBodySchema = z.object({
  invitados: z
    .array(
      z.object({
        email: z.email('Debes indicar una dirección de correo electrónico válida').max(254),
        nombre: z.string().trim().max(200).nullable().optional(),
        idPractica: z.number().int().positive().nullable().optional(),
      }),
    )
    .min(1)
    .max(500),
});
export type StaffInvitationsBody = z.input<typeof staffInvitationsBodySchema>;

/** The personal links created (also mailed to each guest). */
export const staffInvitationsResultSchema = z.array(
  z.object({ email: z.string(), enlace: z.string(), idPractica: z.number().int().nullable() }),
);

/** Results: response rate, counts per option, free texts (never who answered anonymously). */
export const staffSurveyResultsSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  respuestas: z.number().int(),
  /** Invited people (or targeted users) the rate is measured against; null when open to all. */
  destinatarios: z.number().int().nullable(),
  tasaRespuesta: z.number().nullable(),
  preguntas: z.array(
    z.object({
      idPregunta: z.number().int(),
      texto: z.string(),
      tipo: surveyQuestionTypeSchema,
      contestadas: z.number().int(),
      opciones: z.array(
        z.object({ idRespuesta: z.number().int(), texto: z.string(), total: z.number().int() }),
      ),
      textos: z.array(z.string()),
    }),
  ),
});
export type StaffSurveyResults = z.infer<typeof staffSurveyResultsSchema>;

/**
 * The staff surveys list as searched (every word of the title) and filtered by state: the page
 * and its export (`exportaEncuestas`) show the same rows.
 */
export function filterStaffSurveys(
  surveys: readonly StaffSurveyItem[],
  filters: { texto?: string | undefined; estado?: StaffSurveyItem['estado'] | undefined },
): StaffSurveyItem[] {
  return searchRows(
    filters.estado === undefined ? surveys : surveys.filter((s) => s.estado === filters.estado),
    filters.texto ?? '',
    (s) => [s.titulo],
  );
}
