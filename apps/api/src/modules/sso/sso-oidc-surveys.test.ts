import { callUrl, surveyCalls } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ssoIdentities, surveyResponses, surveys } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { oidcHarness, post, unique } from './testing/oidc-harness.ts';
import { DAY_MS } from '../../lib/dates.ts';

// A survey's own single sign-on (OpenID Connect): the survey token and the survey codes.
const { idp, t, universityAccount, callbackFor, answer } = await oidcHarness();

describe('Encuestas/validaRespuestaLoginIntegrado/{id}', () => {
  it('answers a survey token for a sign-in started from the survey; not for another destination', async () => {
    const slug = `sso-${unique()}`;
    await t.ctx.db.insert(surveys).values({
      slug,
      titulo: 'Encuesta con acceso de la universidad',
      fechaInicio: new Date(Date.now() - DAY_MS).toISOString().slice(0, 10),
    });
    const access = await post<{ sacaOpcionLoginIntegrado: boolean }>(
      t,
      callUrl(surveyCalls.access, { params: { id: slug } }),
      { querystringValue: '' },
    );
    expect(access.datos.sacaOpcionLoginIntegrado).toBe(true);
    const candidate = await buildCandidate(t.ctx.db);
    const { username, sub } = universityAccount({ email: candidate.email });
    await t.ctx.db
      .insert(ssoIdentities)
      .values({ userId: candidate.id, issuer: idp.issuer, subject: sub });
    const url = callUrl(surveyCalls.singleSignOn, { params: { id: slug } });

    const portalStart = await callbackFor(username);
    const wrongFlow = await post(t, url, { respuesta: portalStart });
    expect(wrongFlow).toMatchObject({ http: 422, status: 515 });

    const res = await post<{ token: string }>(t, url, {
      respuesta: await callbackFor(username, slug),
    });
    expect(res.status).toBe(0);
    const definition = await t.app.inject({
      method: 'GET',
      url: callUrl(surveyCalls.definition, { params: { id: slug } }),
      headers: { authorization: `Bearer ${res.datos.token}` },
    });
    expect(definition.json()).toMatchObject({ status: 0 });
    // And the portal call refuses an answer started for the survey.
    expect((await answer(await callbackFor(username, slug))).status).toBe(515);
  });

  /** A survey open from yesterday; a linked candidate with a university account. */
  async function surveyAndLinkedCandidate(values: Partial<typeof surveys.$inferInsert> = {}) {
    const slug = `sso-${unique()}`;
    const [survey] = await t.ctx.db
      .insert(surveys)
      .values({
        slug,
        titulo: 'Encuesta con acceso de la universidad',
        fechaInicio: new Date(Date.now() - DAY_MS).toISOString().slice(0, 10),
        ...values,
      })
      .returning();
    const candidate = await buildCandidate(t.ctx.db);
    const { username, sub } = universityAccount({ email: candidate.email });
    await t.ctx.db
      .insert(ssoIdentities)
      .values({ userId: candidate.id, issuer: idp.issuer, subject: sub });
    return {
      slug,
      surveyId: survey?.id ?? 0,
      candidate,
      username,
      url: callUrl(surveyCalls.singleSignOn, { params: { id: slug } }),
    };
  }

  it('keeps the survey codes: 36 not for registered users, before reading the answer', async () => {
    const s = await surveyAndLinkedCandidate({ permiteUsuarios: false, permiteAnonima: true });
    const res = await post(t, s.url, { respuesta: 'code=a&state=b' });
    expect(res).toMatchObject({ http: 403, status: 36 });
  });

  it('keeps the survey codes: 38 outside the audience (a candidate on a company survey)', async () => {
    const s = await surveyAndLinkedCandidate({ paraAlumnos: false, paraEmpresas: true });
    const res = await post(t, s.url, { respuesta: await callbackFor(s.username, s.slug) });
    expect(res.status).toBe(38);
    expect(res.http).toBeLessThan(500);
  });

  it('keeps the survey codes: 39 when the candidate already answered', async () => {
    const s = await surveyAndLinkedCandidate();
    await t.ctx.db
      .insert(surveyResponses)
      .values({ surveyId: s.surveyId, userId: s.candidate.id, contestaciones: [] });
    const res = await post(t, s.url, { respuesta: await callbackFor(s.username, s.slug) });
    expect(res).toMatchObject({ http: 409, status: 39 });
  });

  it('refuses a malformed or replayed answer with 515, never 5xx', async () => {
    const s = await surveyAndLinkedCandidate();
    const garbage = await post(t, s.url, { respuesta: '%%%not-a-callback' });
    expect(garbage).toMatchObject({ http: 422, status: 515 });
    const respuesta = await callbackFor(s.username, s.slug);
    expect((await post(t, s.url, { respuesta })).status).toBe(0);
    const replay = await post(t, s.url, { respuesta });
    expect(replay).toMatchObject({ http: 422, status: 515 });
  });

  it('keeps the survey codes: 35 unknown survey', async () => {
    const res = await post(t, callUrl(surveyCalls.singleSignOn, { params: { id: 'no-existe' } }), {
      respuesta: 'code=a&state=b',
    });
    expect(res.status).toBe(35);
  });
});
