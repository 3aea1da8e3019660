import {
  callUrl,
  surveyCalls,
  type SurveyAccess,
  type SurveyDefinition,
  type SurveyLogin,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { privacyAcceptances, surveyInvitations, surveyResponses } from '../../db/schema.ts';
import { internships } from '../../db/schema.ts';
import { buildPrivacyText } from '../../test/build-content.ts';
import { buildPortalSurveys, buildSurvey } from '../../test/build-surveys.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { surveyRoutesFixture } from './surveys-routes.fixtures.ts';

// Reaching a survey: by its link, an invitation, a sign-in or anonymously.
const t = await createTestApp();
const { day, call, access, login, anonymous, definition, answer, addSurvey, invite } =
  surveyRoutesFixture(t);

// A current privacy text, accepted by the users built below.
await buildPrivacyText(t.ctx.db);
const student = await buildCandidate(t.ctx.db);
/** The candidate the mandatory survey is for. */
const targeted = await buildCandidate(t.ctx.db);
const { user: companyUser, company } = await buildCompany(t.ctx.db);
await buildPortalSurveys(t.ctx.db, [targeted.id]);
// The evaluation of the student's internship, reached only through personal invitation links.
const [internship] = await t.ctx.db
  .insert(internships)
  .values({
    candidateId: student.id,
    companyId: company.id,
    titulo: 'Prácticas evaluadas',
    fechaInicio: day(-90),
    fechaFin: day(-1),
  })
  .returning();
const evaluation = await buildSurvey(t.ctx.db, {
  slug: 'evaluacion-practicas-2026',
  titulo: 'Evaluación de las prácticas',
  paraAlumnos: false,
  paraEmpresas: false,
  permiteUsuarios: false,
});
const invitations = { slug: evaluation.slug, student: 'alumno-8b2e6d4a17c94f35b0a6e9d3c1f72a48' };
await invite(evaluation.id, invitations.student, internship?.id ?? null);

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
    const res = await access(invitations.slug, `?${invitations.student}`);
    expect(res.status).toBe(0);
    const datos = res.datos as SurveyAccess;
    expect(datos.token).toEqual(expect.any(String));
    expect(datos.idPractica).toEqual(expect.any(Number));
    expect(datos.sacaOpcionLogin).toBe(false);
    const def = await definition(invitations.slug, datos.token ?? '');
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
    const res = await login('insercion-laboral-obligatoria', targeted.email);
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
      student.email,
      'PrivadoAlumno',
      'mal12345',
    );
    expect(res.http).toBe(401);
    expect(res.status).toBe(3);
  });

  it('answers 36 when the survey is not for registered users', async () => {
    const res = await login(invitations.slug, student.email);
    expect(res.status).toBe(36);
  });

  it('answers 38 outside the audience: a candidate on a company survey, someone not targeted', async () => {
    expect((await login('empresas-colaboradoras-2026', student.email)).status).toBe(38);
    expect((await login('insercion-laboral-obligatoria', student.email)).status).toBe(38);
    const company = await login('empresas-colaboradoras-2026', companyUser.email, 'PrivadoEmpresa');
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
