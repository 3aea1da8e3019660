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
import { surveyQuestionTypes } from '@portal/contracts';
import { users } from '../users/users.table.ts';
import { internships } from '../internships/internships.table.ts';

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
    /** A draft is invisible to respondents until staff publish it (after the logic check). */
    estado: text('estado', { enum: ['borrador', 'publicada'] })
      .notNull()
      .default('publicada'),
    /** Registered users may sign in to answer it (false: invitations or anonymous only, 36). */
    permiteUsuarios: boolean('permite_usuarios').notNull().default(true),
    /** Privacy notice shown before answering (besides the portal's own pending text). */
    textoRgpd: text('texto_rgpd'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    tipo: text('tipo', { enum: surveyQuestionTypes }).notNull(),
    respuestaObligatoria: boolean('respuesta_obligatoria').notNull().default(true),
    respuestas: jsonb('respuestas')
      .$type<{ idRespuesta: number; texto: string; idPreguntaDestino?: number }[]>()
      .notNull()
      .default([]),
  },
  (t) => [index('survey_questions_survey_idx').on(t.surveyId, t.orden)],
);

/**
 * Personal invitation links `/encuestas/{slug}?{token}`: only the SHA-256 of the token is kept. An
 * internship evaluation invitation names the internship its answers are about.
 */
export const surveyInvitations = pgTable(
  'survey_invitations',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    email: text('email'),
    nombre: text('nombre'),
    internshipId: integer('internship_id').references(() => internships.id, {
      onDelete: 'set null',
    }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_invitations_token_uq').on(t.tokenHash),
    index('survey_invitations_survey_idx').on(t.surveyId),
  ],
);

/**
 * One response per user and survey, and one per invitation (39). An anonymous response has no
 * user; when it came through an invitation, the invitation is marked used instead.
 */
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
    invitationId: integer('invitation_id').references(() => surveyInvitations.id, {
      onDelete: 'set null',
    }),
    internshipId: integer('internship_id').references(() => internships.id, {
      onDelete: 'set null',
    }),
    anonima: boolean('anonima').notNull().default(false),
  },
  (t) => [
    uniqueIndex('survey_responses_user_uq').on(t.surveyId, t.userId),
    uniqueIndex('survey_responses_invitation_uq').on(t.invitationId),
  ],
);

/** The answers of a response, one row per question (per option for multiple choice). */
export const surveyResponseItems = pgTable(
  'survey_response_items',
  {
    id: serial('id').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    optionId: integer('option_id'),
    texto: text('texto'),
  },
  (t) => [
    index('survey_response_items_response_idx').on(t.responseId),
    index('survey_response_items_question_idx').on(t.questionId, t.optionId),
  ],
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
