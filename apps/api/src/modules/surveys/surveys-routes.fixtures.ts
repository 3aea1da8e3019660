import { callUrl, surveyCalls, type SurveyCard, type SurveyLogin } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { surveyInvitations, surveyQuestions, surveys } from '../../db/schema.ts';
import { DAY_MS, spanishDay } from '../../lib/dates.ts';
import type { TestApp } from '../../test/test-app.ts';
import { sha256 } from '../../lib/sha256.ts';

interface Answer {
  status: number;
  datos: unknown;
  mensaje: string | null;
}

/**
 * What the survey route tests share: calls with or without a survey token, the portal lists, a
 * survey with four questions and jumps, invitations and a signed-in survey token.
 */
export function surveyRoutesFixture(t: TestApp) {
  const day = (offset: number) => spanishDay(new Date(Date.now() + offset * DAY_MS));
  let serial = 0;

  async function call(
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; body?: unknown } = {},
  ) {
    const res = await t.app.inject({
      method,
      url,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    return { http: res.statusCode, ...res.json<Answer>() };
  }

  const list = async (email: string, ambito?: 'PrivadoEmpresa') => {
    const company = ambito !== undefined || email.startsWith('empresa');
    const res = await t.app.inject({
      method: 'GET',
      url: company ? surveyCalls.companyList.path : surveyCalls.candidateList.path,
      headers: await t.authHeader(email, ambito),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ status: number; datos: SurveyCard[] }>().datos;
  };

  const access = (id: string, querystringValue = '') =>
    call('POST', callUrl(surveyCalls.access, { params: { id } }), { body: { querystringValue } });
  const login = (id: string, email: string, eAmbito = 'PrivadoAlumno', ePassword = 'Demo1234') =>
    call('POST', callUrl(surveyCalls.login, { params: { id } }), {
      body: { eUsuario: email, ePassword, eAmbito },
    });
  const anonymous = (id: string) =>
    call('POST', callUrl(surveyCalls.anonymous, { params: { id } }));
  const definition = (id: string, token?: string) =>
    call('GET', callUrl(surveyCalls.definition, { params: { id } }), token ? { token } : {});
  const answer = (id: string, token: string | undefined, lContestaciones: unknown[]) =>
    call('POST', callUrl(surveyCalls.answer, { params: { id } }), {
      ...(token ? { token } : {}),
      body: { lContestaciones },
    });

  async function addSurvey(values: Partial<typeof surveys.$inferInsert> = {}) {
    serial += 1;
    const [row] = await t.ctx.db
      .insert(surveys)
      .values({
        slug: `prueba-${String(serial)}`,
        titulo: 'Prueba',
        fechaInicio: day(-1),
        ...values,
      })
      .returning();
    if (!row) {
      throw new Error('survey not inserted');
    }
    // 1 working? (No → 3) · 2 related (text) · 3 grade · 4 comments (optional)
    const q = async (orden: number, values: Partial<typeof surveyQuestions.$inferInsert>) => {
      const [question] = await t.ctx.db
        .insert(surveyQuestions)
        .values({
          surveyId: row.id,
          orden,
          texto: `Pregunta ${String(orden)}`,
          tipo: 'texto',
          ...values,
        })
        .returning({ id: surveyQuestions.id });
      if (!question) {
        throw new Error('question not inserted');
      }
      return question.id;
    };
    const q1 = await q(1, { tipo: 'unica', texto: '¿Trabajas?' });
    const q2 = await q(2, { tipo: 'texto', texto: '¿En qué empresa?' });
    const q3 = await q(3, { tipo: 'nota', texto: 'Nota global' });
    const q4 = await q(4, { tipo: 'multiple', texto: 'Comentarios', respuestaObligatoria: false });
    await t.ctx.db
      .update(surveyQuestions)
      .set({
        respuestas: [
          { idRespuesta: 1, texto: 'Sí' },
          { idRespuesta: 2, texto: 'No', idPreguntaDestino: q3 },
        ],
      })
      .where(eq(surveyQuestions.id, q1));
    await t.ctx.db
      .update(surveyQuestions)
      .set({
        respuestas: [
          { idRespuesta: 1, texto: 'A' },
          { idRespuesta: 2, texto: 'B' },
        ],
      })
      .where(eq(surveyQuestions.id, q4));
    return { ...row, q: [q1, q2, q3, q4] as const };
  }

  async function invite(surveyId: number, token: string, internshipId: number | null = null) {
    const [row] = await t.ctx.db
      .insert(surveyInvitations)
      .values({
        surveyId,
        tokenHash: sha256(token),
        email: 'tutor@example.es',
        internshipId,
      })
      .returning();
    if (!row) {
      throw new Error('invitation not inserted');
    }
    return row;
  }

  async function tokenOf(id: string, email: string) {
    const res = await login(id, email);
    expect(res.status).toBe(0);
    return (res.datos as SurveyLogin).token;
  }

  return {
    day,
    call,
    list,
    access,
    login,
    anonymous,
    definition,
    answer,
    addSurvey,
    invite,
    tokenOf,
  };
}
