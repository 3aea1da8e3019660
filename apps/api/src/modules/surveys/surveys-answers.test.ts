import { type SurveyAccess, type SurveyDefinition } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { surveyResponseItems, surveyResponses, surveyTargets } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { buildPortalSurveys } from '../../test/build-surveys.ts';
import { createTestApp } from '../../test/test-app.ts';
import { surveyRoutesFixture } from './surveys-routes.fixtures.ts';

const t = await createTestApp();
const student = await buildCandidate(t.ctx.db);
/** The candidate the mandatory survey is for. */
const targeted = await buildCandidate(t.ctx.db);
await buildPortalSurveys(t.ctx.db, [targeted.id]);
const { list, access, anonymous, definition, answer, addSurvey, invite, tokenOf } =
  surveyRoutesFixture(t);

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
      (await t.login(targeted.email)).token,
    );
    expect(ok.status).toBe(0);
    const out = await definition(
      'empresas-colaboradoras-2026',
      (await t.login(student.email)).token,
    );
    expect(out.http).toBe(403);
    expect(out.status).toBe(38);
  });

  it('answers 35 for a token of another survey or an unknown survey', async () => {
    const token = await tokenOf('satisfaccion-practicas-2026', student.email);
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
