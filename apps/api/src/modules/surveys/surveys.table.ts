import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    paraAlumnos: boolean('para_alumnos').notNull().default(true),
    paraEmpresas: boolean('para_empresas').notNull().default(false),
    obligatoria: boolean('obligatoria').notNull().default(false),
    permiteAnonima: boolean('permite_anonima').notNull().default(false),
    fechaInicio: date('fecha_inicio').notNull(),
    fechaFin: date('fecha_fin'),
  },
  (t) => [uniqueIndex('surveys_slug_uq').on(t.slug)],
);

/** Questions with their answer options; idPreguntaDestino on an option is a skip rule. */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    orden: integer('orden').notNull(),
    texto: text('texto').notNull(),
    tipo: text('tipo', { enum: ['unica', 'multiple', 'texto', 'escala'] }).notNull(),
    respuestaObligatoria: boolean('respuesta_obligatoria').notNull().default(true),
    respuestas: jsonb('respuestas')
      .$type<{ idRespuesta: number; texto: string; idPreguntaDestino?: number }[]>()
      .notNull()
      .default([]),
  },
  (t) => [index('survey_questions_survey_idx').on(t.surveyId, t.orden)],
);

/** One response per user and survey (anonymous responses have no user). */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    contestaciones: jsonb('contestaciones').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('survey_responses_user_uq').on(t.surveyId, t.userId)],
);

/** Surveys aimed at specific users (when a survey has targets, only they may answer). */
export const surveyTargets = pgTable(
  'survey_targets',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.userId] })],
);
