import { createHash } from 'node:crypto';
import {
  callUrl,
  surveyCalls,
  type SurveyAccess,
  type SurveyCard,
  type SurveyDefinition,
  type SurveyLogin,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  privacyAcceptances,
  surveyInvitations,
  surveyQuestions,
  surveyResponseItems,
  surveyResponses,
  surveys,
  surveyTargets,
} from '../../db/schema.ts';
import { demoSurveyInvitations } from '../../db/seed/demo-surveys.ts';
import { spanishDay } from '../../lib/dates.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();
const day = (offset: number) => spanishDay(new Date(Date.now() + offset * 86_400_000));
let serial = 0;

interface Answer {
  status: number;
  datos: unknown;
  mensaje: string | null;
}

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
const anonymous = (id: string) => call('POST', callUrl(surveyCalls.anonymous, { params: { id } }));
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
    .values({ slug: `prueba-${String(serial)}`, titulo: 'Prueba', fechaInicio: day(-1), ...values })
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
      tokenHash: createHash('sha256').update(token).digest('hex'),
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

describe('survey lists', () => {
  it('gives the targeted candidate the mandatory survey first, then the open one', async () => {
    const items = await list('encuesta@demo.es');
    expect(items.slice(0, 2)).toEqual([
      {
        idEncuesta: expect.any(Number),
        titulo: 'Encuesta obligatoria de inserción laboral',
        urlAcceso: 'insercion-laboral-obligatoria',
        obligatoria: true,
        contestada: false,
      },
      {
        idEncuesta: expect.any(Number),
        titulo: 'Encuesta de satisfacción con las prácticas',
        urlAcceso: 'satisfaccion-practicas-2026',
        obligatoria: false,
        contestada: false,
      },
    ]);
  });

  it('gives other candidates only untargeted surveys and companies theirs', async () => {
    expect((await list('estudiante@demo.es')).map((s) => s.urlAcceso)).toEqual([
      'satisfaccion-practicas-2026',
    ]);
    expect((await list('encuestado@demo.es')).map((s) => s.urlAcceso)).toEqual([
      'trayectoria-profesional-2026',
      'satisfaccion-practicas-2026',
    ]);
    expect((await list('empresa@demo.es')).map((s) => s.urlAcceso)).toEqual([
      'empresas-colaboradoras-2026',
    ]);
  });

  it('lists an answered survey after the pending ones, marked contestada', async () => {
    const c = await buildCandidate(t.ctx.db);
    const before = await list(c.email);
    expect(before.map((s) => [s.urlAcceso, s.contestada])).toEqual([
      ['satisfaccion-practicas-2026', false],
    ]);
    const extra = await addSurvey();
    await t.ctx.db
      .insert(surveyResponses)
      .values({ surveyId: before[0]?.idEncuesta ?? 0, userId: c.id, contestaciones: [] });
    expect((await list(c.email)).map((s) => [s.urlAcceso, s.contestada])).toEqual([
      [extra.slug, false],
      ['satisfaccion-practicas-2026', true],
    ]);
    // Someone else's answer changes nothing for another user.
    expect((await list('estudiante@demo.es')).map((s) => s.contestada)).not.toContain(true);
    await t.ctx.db.delete(surveys).where(eq(surveys.id, extra.id));
  });

  it('shows a survey only inside its date window, published and open to users', async () => {
    const c = await buildCandidate(t.ctx.db);
    const rows = [
      await addSurvey({ slug: 'empieza-hoy', fechaInicio: day(0), fechaFin: day(5) }),
      await addSurvey({ slug: 'acaba-hoy', fechaInicio: day(-5), fechaFin: day(0) }),
      await addSurvey({ slug: 'sin-fin', fechaInicio: day(-5), fechaFin: null }),
      await addSurvey({ slug: 'empieza-manana', fechaInicio: day(1) }),
      await addSurvey({ slug: 'acabo-ayer', fechaInicio: day(-5), fechaFin: day(-1) }),
      await addSurvey({ slug: 'borrador', estado: 'borrador' }),
      await addSurvey({ slug: 'solo-invitacion', permiteUsuarios: false }),
    ];
    const slugs = (await list(c.email)).map((s) => s.urlAcceso);
    expect(slugs).toEqual(expect.arrayContaining(['empieza-hoy', 'acaba-hoy', 'sin-fin']));
    for (const hidden of ['empieza-manana', 'acabo-ayer', 'borrador', 'solo-invitacion']) {
      expect(slugs).not.toContain(hidden);
    }
    for (const row of rows) {
      await t.ctx.db.delete(surveys).where(eq(surveys.id, row.id));
    }
  });

  it('respects the audience and the target list', async () => {
    const c = await buildCandidate(t.ctx.db);
    const other = await buildCandidate(t.ctx.db);
    const { user: companyUser } = await buildCompany(t.ctx.db);
    const both = await addSurvey({ slug: 'para-todos', paraAlumnos: true, paraEmpresas: true });
    const targetedOther = await addSurvey({ slug: 'solo-para-otro' });
    const targetedMe = await addSurvey({ slug: 'solo-para-mi', obligatoria: true });
    const companiesOnly = await addSurvey({
      slug: 'solo-empresas',
      paraAlumnos: false,
      paraEmpresas: true,
    });
    await t.ctx.db.insert(surveyTargets).values([
      { surveyId: targetedOther.id, userId: other.id },
      { surveyId: targetedMe.id, userId: c.id },
    ]);
    const mine = (await list(c.email)).map((s) => s.urlAcceso);
    expect(mine[0]).toBe('solo-para-mi');
    expect(mine).toContain('para-todos');
    expect(mine).not.toContain('solo-para-otro');
    expect(mine).not.toContain('solo-empresas');
    expect((await list(other.email)).map((s) => s.urlAcceso)).toContain('solo-para-otro');
    const company = (await list(companyUser.email, 'PrivadoEmpresa')).map((s) => s.urlAcceso);
    expect(company).toEqual(
      expect.arrayContaining(['para-todos', 'solo-empresas', 'empresas-colaboradoras-2026']),
    );
    expect(company).not.toContain('satisfaccion-practicas-2026');
    for (const row of [both, targetedOther, targetedMe, companiesOnly]) {
      await t.ctx.db.delete(surveys).where(eq(surveys.id, row.id));
    }
  });

  it('checks role and token', async () => {
    const inject = async (url: string, email?: string) =>
      t.app.inject({ method: 'GET', url, headers: email ? await t.authHeader(email) : {} });
    expect((await inject(surveyCalls.companyList.path, 'estudiante@demo.es')).statusCode).toBe(403);
    expect((await inject(surveyCalls.candidateList.path, 'empresa@demo.es')).statusCode).toBe(403);
    const anonymousList = await inject(surveyCalls.candidateList.path);
    expect(anonymousList.statusCode).toBe(401);
    expect(anonymousList.json().status).toBe(2);
  });
});

describe('accesoEncuesta', () => {
  it('describes how to answer without a link', async () => {
    const res = await access('satisfaccion-practicas-2026');
    expect(res.status).toBe(0);
    expect(res.datos).toEqual({
      titulo: 'Encuesta de satisfacción con las prácticas',
      descripcion: 'Ayúdanos a mejorar el programa de prácticas.',
      sacaOpcionAnonima: true,
      paraAlumnos: true,
      paraEmpresa: false,
      sacaOpcionLogin: true,
      sacaOpcionLoginIntegrado: false,
      token: null,
      idPractica: null,
    });
  });

  it('answers 35 for an unknown, draft, future or closed survey', async () => {
    const draft = await addSurvey({ estado: 'borrador' });
    const future = await addSurvey({ fechaInicio: day(2) });
    const closed = await addSurvey({ fechaInicio: day(-9), fechaFin: day(-1) });
    for (const id of ['no-existe', draft.slug, future.slug, closed.slug]) {
      const res = await access(id);
      expect(res.http).toBe(403);
      expect(res.status).toBe(35);
    }
  });

  it('gives the survey token of a valid invitation at once, with its internship', async () => {
    const res = await access(demoSurveyInvitations.slug, `?${demoSurveyInvitations.student}`);
    expect(res.status).toBe(0);
    const datos = res.datos as SurveyAccess;
    expect(datos.token).toEqual(expect.any(String));
    expect(datos.idPractica).toEqual(expect.any(Number));
    expect(datos.sacaOpcionLogin).toBe(false);
    const def = await definition(demoSurveyInvitations.slug, datos.token ?? '');
    expect(def.status).toBe(0);
    expect((def.datos as SurveyDefinition).idPractica).toBe(datos.idPractica);
  });

  it('answers 42 for an unknown invitation and 39 for a used one', async () => {
    const survey = await addSurvey();
    expect((await access(survey.slug, 'no-es-un-token')).status).toBe(42);
    const inv = await invite(survey.id, 'token-usado-123');
    await t.ctx.db
      .update(surveyInvitations)
      .set({ usedAt: new Date() })
      .where(eq(surveyInvitations.id, inv.id));
    const used = await access(survey.slug, 'token=token-usado-123');
    expect(used.http).toBe(409);
    expect(used.status).toBe(39);
  });
});

describe('logaUsuario / logaAnonimo / validaRespuestaLoginIntegrado / guardaAceptacionRGPD', () => {
  it('signs a candidate of the audience in', async () => {
    const res = await login('insercion-laboral-obligatoria', 'encuesta@demo.es');
    expect(res.status).toBe(0);
    expect(res.datos).toEqual({
      token: expect.any(String),
      textoCortoRGPD: null,
      linkExternoRGPD: null,
    });
  });

  it('refuses wrong credentials with 3', async () => {
    const res = await login(
      'satisfaccion-practicas-2026',
      'estudiante@demo.es',
      'PrivadoAlumno',
      'mal12345',
    );
    expect(res.http).toBe(401);
    expect(res.status).toBe(3);
  });

  it('answers 36 when the survey is not for registered users', async () => {
    const res = await login(demoSurveyInvitations.slug, 'estudiante@demo.es');
    expect(res.status).toBe(36);
  });

  it('answers 38 outside the audience: a candidate on a company survey, someone not targeted', async () => {
    expect((await login('empresas-colaboradoras-2026', 'estudiante@demo.es')).status).toBe(38);
    expect((await login('insercion-laboral-obligatoria', 'estudiante@demo.es')).status).toBe(38);
    const company = await login('empresas-colaboradoras-2026', 'empresa@demo.es', 'PrivadoEmpresa');
    expect(company.status).toBe(0);
  });

  it('answers 39 when the user already answered', async () => {
    const c = await buildCandidate(t.ctx.db);
    const survey = await addSurvey();
    await t.ctx.db
      .insert(surveyResponses)
      .values({ surveyId: survey.id, userId: c.id, contestaciones: [] });
    const res = await login(survey.slug, c.email);
    expect(res.http).toBe(409);
    expect(res.status).toBe(39);
  });

  it('gives an anonymous token only when the survey allows it (37)', async () => {
    expect((await anonymous('satisfaccion-practicas-2026')).status).toBe(0);
    const refused = await anonymous('insercion-laboral-obligatoria');
    expect(refused.http).toBe(403);
    expect(refused.status).toBe(37);
    expect((await anonymous('no-existe')).status).toBe(35);
  });

  it('refuses single sign-on clearly while it is not configured', async () => {
    const res = await call(
      'POST',
      callUrl(surveyCalls.singleSignOn, { params: { id: 'satisfaccion-practicas-2026' } }),
      { body: { respuesta: 'SAMLResponse' } },
    );
    expect(res.status).toBe(515);
    expect(res.http).toBe(422);
    expect(res.mensaje).toMatch(/cuenta de la universidad no está configurado/);
  });

  it('asks for the privacy text first and refuses answers until it is accepted', async () => {
    const c = await buildCandidate(t.ctx.db);
    await t.ctx.db.delete(privacyAcceptances).where(eq(privacyAcceptances.userId, c.id));
    const survey = await addSurvey();
    const res = await login(survey.slug, c.email);
    const datos = res.datos as SurveyLogin;
    expect(datos.textoCortoRGPD).toEqual(expect.any(String));
    const answers = [
      { idPregunta: survey.q[0], idRespuesta: 2 },
      { idPregunta: survey.q[2], idRespuesta: 7 },
    ];
    expect((await answer(survey.slug, datos.token, answers)).status).toBe(428);
    const noToken = await call('GET', surveyCalls.acceptPrivacy.path);
    expect(noToken.http).toBe(401);
    expect(noToken.status).toBe(2);
    const accepted = await call('GET', surveyCalls.acceptPrivacy.path, { token: datos.token });
    expect(accepted.status).toBe(0);
    const fresh = (accepted.datos as { token: string }).token;
    expect((await answer(survey.slug, fresh, answers)).status).toBe(0);
    const rows = await t.ctx.db
      .select()
      .from(privacyAcceptances)
      .where(eq(privacyAcceptances.userId, c.id));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/Encuestas/{id}', () => {
  it('needs a token (401, code 2)', async () => {
    const res = await definition('satisfaccion-practicas-2026');
    expect(res.http).toBe(401);
    expect(res.status).toBe(2);
  });

  it('gives the questions, options and jumps to a survey token', async () => {
    const survey = await addSurvey();
    const c = await buildCandidate(t.ctx.db);
    const res = await definition(survey.slug, await tokenOf(survey.slug, c.email));
    expect(res.status).toBe(0);
    const datos = res.datos as SurveyDefinition;
    expect(datos.id).toBe(survey.id);
    expect(datos.anonima).toBe(false);
    expect(datos.encuesta.preguntas.map((p) => p.tipo)).toEqual([
      'unica',
      'texto',
      'nota',
      'multiple',
    ]);
    expect(datos.encuesta.preguntas[0]?.respuestas[1]).toEqual({
      idRespuesta: 2,
      texto: 'No',
      idPreguntaDestino: survey.q[2],
    });
    expect(datos.encuesta.preguntas[2]?.respuestas).toHaveLength(10);
  });

  it('accepts the portal token of someone in the audience (38 for others)', async () => {
    const ok = await definition(
      'insercion-laboral-obligatoria',
      (await t.login('encuesta@demo.es')).token,
    );
    expect(ok.status).toBe(0);
    const out = await definition(
      'empresas-colaboradoras-2026',
      (await t.login('estudiante@demo.es')).token,
    );
    expect(out.http).toBe(403);
    expect(out.status).toBe(38);
  });

  it('answers 35 for a token of another survey or an unknown survey', async () => {
    const token = await tokenOf('satisfaccion-practicas-2026', 'estudiante@demo.es');
    expect((await definition('insercion-laboral-obligatoria', token)).status).toBe(35);
    expect((await definition('no-existe', token)).status).toBe(35);
  });
});

describe('guardaContestacionEncuesta', () => {
  it('stores the answers along the path of the jumps, as items', async () => {
    const survey = await addSurvey();
    const c = await buildCandidate(t.ctx.db);
    const token = await tokenOf(survey.slug, c.email);
    const res = await answer(survey.slug, token, [
      { idPregunta: survey.q[0], idRespuesta: 1 },
      { idPregunta: survey.q[1], texto: '  Ingeniería Turia ' },
      { idPregunta: survey.q[2], idRespuesta: 8 },
      { idPregunta: survey.q[3], idRespuestas: [1, 2] },
    ]);
    expect(res.status).toBe(0);
    const [response] = await t.ctx.db
      .select()
      .from(surveyResponses)
      .where(and(eq(surveyResponses.surveyId, survey.id), eq(surveyResponses.userId, c.id)));
    expect(response?.anonima).toBe(false);
    const items = await t.ctx.db
      .select()
      .from(surveyResponseItems)
      .where(eq(surveyResponseItems.responseId, response?.id ?? 0));
    expect(items.map((i) => [i.questionId, i.optionId, i.texto])).toEqual([
      [survey.q[0], 1, null],
      [survey.q[1], null, 'Ingeniería Turia'],
      [survey.q[2], 8, null],
      [survey.q[3], 1, null],
      [survey.q[3], 2, null],
    ]);
    // A second response by the same person: 39.
    const again = await answer(survey.slug, token, [
      { idPregunta: survey.q[0], idRespuesta: 2 },
      { idPregunta: survey.q[2], idRespuesta: 8 },
    ]);
    expect(again.http).toBe(409);
    expect(again.status).toBe(39);
    expect((await definition(survey.slug, token)).status).toBe(39);
  });

  it('refuses a missing mandatory answer on the path with 15 naming the question', async () => {
    const survey = await addSurvey();
    const token = await tokenOf(survey.slug, (await buildCandidate(t.ctx.db)).email);
    const res = await answer(survey.slug, token, [{ idPregunta: survey.q[0], idRespuesta: 1 }]);
    expect(res.http).toBe(422);
    expect(res.status).toBe(15);
    expect(res.mensaje).toBe('Falta la respuesta obligatoria a la pregunta «¿En qué empresa?».');
    expect(res.datos).toEqual({ idPregunta: survey.q[1], texto: '¿En qué empresa?' });
    // The skipped question is not required: answering "No" jumps over it.
    const ok = await answer(survey.slug, token, [
      { idPregunta: survey.q[0], idRespuesta: 2 },
      { idPregunta: survey.q[2], idRespuesta: 3 },
    ]);
    expect(ok.status).toBe(0);
  });

  it('refuses an answer to a question the path skipped, and answers that do not fit', async () => {
    const survey = await addSurvey();
    const token = await tokenOf(survey.slug, (await buildCandidate(t.ctx.db)).email);
    const skipped = await answer(survey.slug, token, [
      { idPregunta: survey.q[0], idRespuesta: 2 },
      { idPregunta: survey.q[1], texto: 'No debería' },
      { idPregunta: survey.q[2], idRespuesta: 3 },
    ]);
    expect(skipped.http).toBe(400);
    expect(skipped.status).toBe(400);
    expect(skipped.datos).toEqual({
      errores: [
        {
          campo: `lContestaciones.${String(survey.q[1])}`,
          codigo: 'skipped',
          mensaje: expect.stringContaining('¿En qué empresa?'),
        },
      ],
    });
    const badGrade = await answer(survey.slug, token, [
      { idPregunta: survey.q[0], idRespuesta: 2 },
      { idPregunta: survey.q[2], idRespuesta: 11 },
    ]);
    expect(badGrade.status).toBe(400);
    const foreign = await answer(survey.slug, token, [{ idPregunta: 999999, idRespuesta: 1 }]);
    expect(foreign.status).toBe(400);
    const noToken = await answer(survey.slug, undefined, []);
    expect(noToken.http).toBe(401);
    expect(noToken.status).toBe(2);
  });

  it('stores an anonymous response without any user id', async () => {
    const survey = await addSurvey({ permiteAnonima: true });
    const { token } = (await anonymous(survey.slug)).datos as { token: string };
    const def = await definition(survey.slug, token);
    expect((def.datos as SurveyDefinition).anonima).toBe(true);
    const res = await answer(survey.slug, token, [
      { idPregunta: survey.q[0], idRespuesta: 2 },
      { idPregunta: survey.q[2], idRespuesta: 9 },
    ]);
    expect(res.status).toBe(0);
    const rows = await t.ctx.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.surveyId, survey.id));
    expect(rows.map((r) => [r.userId, r.anonima, r.invitationId])).toEqual([[null, true, null]]);
  });

  it('links an invitation response to its internship and uses the invitation once (39)', async () => {
    const survey = await addSurvey({ permiteUsuarios: false });
    const inv = await invite(survey.id, 'invitacion-unica-1');
    const { token } = (await access(survey.slug, 'invitacion-unica-1')).datos as SurveyAccess;
    const answers = [
      { idPregunta: survey.q[0], idRespuesta: 2 },
      { idPregunta: survey.q[2], idRespuesta: 6 },
    ];
    expect((await answer(survey.slug, token ?? '', answers)).status).toBe(0);
    const [row] = await t.ctx.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.surveyId, survey.id));
    expect(row?.invitationId).toBe(inv.id);
    expect(row?.userId).toBeNull();
    const again = await answer(survey.slug, token ?? '', answers);
    expect(again.status).toBe(39);
    expect((await access(survey.slug, 'invitacion-unica-1')).status).toBe(39);
  });

  it('releases the mandatory survey at once: it is no longer pending', async () => {
    const c = await buildCandidate(t.ctx.db);
    const survey = await addSurvey({ obligatoria: true });
    await t.ctx.db.insert(surveyTargets).values({ surveyId: survey.id, userId: c.id });
    const before = await list(c.email);
    expect(before[0]).toMatchObject({
      urlAcceso: survey.slug,
      obligatoria: true,
      contestada: false,
    });
    const portalToken = (await t.login(c.email)).token;
    const res = await answer(survey.slug, portalToken, [
      { idPregunta: survey.q[0], idRespuesta: 2 },
      { idPregunta: survey.q[2], idRespuesta: 5 },
    ]);
    expect(res.status).toBe(0);
    const after = await list(c.email);
    expect(after.find((s) => s.urlAcceso === survey.slug)?.contestada).toBe(true);
    expect(after.filter((s) => s.obligatoria && !s.contestada)).toEqual([]);
  });
});
