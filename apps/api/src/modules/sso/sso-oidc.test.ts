import { accountCalls, authCalls, callUrl, surveyCalls, type SessionData } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  candidates,
  ssoIdentities,
  ssoLoginAttempts,
  surveyResponses,
  surveys,
  users,
} from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { createDemoTestApp, type TestApp } from '../../test/test-app.ts';
import {
  startOidcTestProvider,
  type OidcTestProvider,
  type TestIdpAccount,
} from './testing/oidc-test-provider.ts';
import { signInAtProvider } from './testing/provider-session.ts';

const REDIRECT = 'http://portal.test/acceso';
const unique = () => Math.random().toString(36).slice(2, 10);

let idp: OidcTestProvider;
let t: TestApp;
let plain: TestApp;
const accounts: TestIdpAccount[] = [];

/** A person known to the university provider (signs in with `username` / `Uni12345`). */
function universityAccount(claims: Omit<TestIdpAccount['claims'], 'sub'>) {
  const username = `u-${unique()}`;
  accounts.push({
    username,
    password: 'Uni12345',
    claims: { sub: `sub-${username}`, email_verified: true, name: 'Ana Prueba', ...claims },
  });
  return { username, sub: `sub-${username}` };
}

beforeAll(async () => {
  idp = await startOidcTestProvider({
    clients: [
      { clientId: 'portal-empleo', redirectUris: [REDIRECT] },
      { clientId: 'otra-aplicacion', redirectUris: [REDIRECT] },
    ],
    // Read at each sign-in: accounts added by the tests below are known.
    accounts,
  });
  t = await createDemoTestApp({
    SSO_PROTOCOL: 'oidc',
    SSO_OIDC_ISSUER: idp.issuer,
    SSO_OIDC_CLIENT_ID: 'portal-empleo',
    SSO_REDIRECT_URL: REDIRECT,
  });
  plain = await createDemoTestApp();
});

afterAll(async () => {
  // Apps made in a hook are closed here (createTestApp's own afterAll only holds at file level).
  await Promise.all([t.close(), plain.close()]);
  await idp.close();
});

interface Answer<T = unknown> {
  http: number;
  status: number;
  datos: T;
  mensaje: string | null;
}

async function post<T>(app: TestApp, url: string, payload: object): Promise<Answer<T>> {
  const res = await app.app.inject({ method: 'POST', url, payload });
  return { http: res.statusCode, ...res.json<Omit<Answer<T>, 'http'>>() };
}

async function start(app = t, idEncuesta?: string) {
  const res = await post<{ url: string; state: string; tipo: string }>(
    app,
    accountCalls.ssoStart.path,
    idEncuesta ? { idEncuesta } : {},
  );
  expect(res.status).toBe(0);
  return res.datos;
}

/** The whole round trip: start, sign in at the provider, the callback's query string. */
async function callbackFor(username: string, idEncuesta?: string) {
  const { url } = await start(t, idEncuesta);
  return signInAtProvider(url, username, 'Uni12345');
}

const answer = (respuesta: string) =>
  post<SessionData & { vinculacion?: { token: string; email: string } }>(
    t,
    accountCalls.ssoAnswer.path,
    { respuesta },
  );

describe('dameLoginIntegrado / inicioLoginIntegrado (OpenID Connect)', () => {
  it('says OIDC is configured and starts the code flow with PKCE, state and nonce', async () => {
    const status = await t.app.inject({ method: 'GET', url: accountCalls.ssoStatus.path });
    expect(status.json()).toMatchObject({ status: 0, datos: { configurado: true, tipo: 'oidc' } });
    const datos = await start();
    const url = new URL(datos.url);
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'portal-empleo',
      redirect_uri: REDIRECT,
      response_type: 'code',
      code_challenge_method: 'S256',
      state: datos.state,
      scope: 'openid email profile',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    const rows = await t.ctx.db.select().from(ssoLoginAttempts);
    // Only a hash of the state is kept, with the PKCE verifier for the exchange.
    expect(rows.some((r) => r.stateHash === datos.state)).toBe(false);
    expect(rows.at(-1)).toMatchObject({ protocol: 'oidc', usedAt: null, surveyRef: null });
  });

  it('without configuration: not configured, and every answer is a 515 refusal (never 5xx)', async () => {
    const status = await plain.app.inject({ method: 'GET', url: accountCalls.ssoStatus.path });
    expect(status.json()).toMatchObject({ datos: { configurado: false, tipo: null } });
    expect((await start(plain)).url).toBeNull();
    const res = await post(plain, accountCalls.ssoAnswer.path, { respuesta: 'code=a&state=b' });
    expect(res).toMatchObject({ http: 422, status: 515 });
    expect(res.mensaje).toContain('no está configurado');
    const survey = await post(
      plain,
      callUrl(surveyCalls.singleSignOn, { params: { id: 'satisfaccion-practicas-2026' } }),
      {
        respuesta: 'code=a&state=b',
      },
    );
    expect(survey).toMatchObject({ http: 422, status: 515 });
  });
});

describe('validaRespuestaLoginIntegrado / vinculaLoginIntegrado (OpenID Connect)', () => {
  it('links on the first sign-in after the password, then signs in like logaUsuario', async () => {
    const candidate = await buildCandidate(t.ctx.db);
    const { username, sub } = universityAccount({ email: candidate.email.toUpperCase() });

    const first = await answer(await callbackFor(username));
    expect(first).toMatchObject({ http: 422, status: 515 });
    expect(first.mensaje).toContain(candidate.email);
    const ticket = first.datos.vinculacion;
    expect(ticket).toEqual({ token: expect.any(String), email: candidate.email });

    const wrong = await post(t, accountCalls.ssoLink.path, {
      tokenVinculacion: ticket?.token,
      password: 'Otra1234',
    });
    expect(wrong).toMatchObject({ http: 401, status: 3 });
    const linked = await post<SessionData>(t, accountCalls.ssoLink.path, {
      tokenVinculacion: ticket?.token,
      password: 'Demo1234',
    });
    expect(linked.status).toBe(0);
    expect(await t.ctx.tokens.verify(linked.datos.token)).toMatchObject({
      sub: String(candidate.id),
      role: 'alumno',
    });
    const again = await post(t, accountCalls.ssoLink.path, {
      tokenVinculacion: ticket?.token,
      password: 'Demo1234',
    });
    expect(again.status).toBe(42);
    const [identity] = await t.ctx.db
      .select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.userId, candidate.id));
    expect(identity).toMatchObject({ issuer: idp.issuer, subject: sub });

    const next = await answer(await callbackFor(username));
    expect(next.status).toBe(0);
    const claims = await t.ctx.tokens.verify(next.datos.token);
    expect(claims).toMatchObject({ sub: String(candidate.id), unique_name: candidate.email });
    // Exactly what logaUsuario answers for the same candidate, token aside.
    const login = await post<SessionData>(t, authCalls.loginCandidate.path, {
      eUsuario: candidate.email,
      ePassword: 'Demo1234',
      eAmbito: 'PrivadoAlumno',
    });
    const { token: _a, ...sso } = next.datos;
    const { token: _b, ...password } = login.datos;
    expect(sso).toEqual({ ...password, primerAcceso: sso.primerAcceso });
    const cv = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/dameCvUsuario',
      headers: { authorization: `Bearer ${next.datos.token}` },
    });
    expect(cv.statusCode).toBe(200);
  });

  it('matches by the DNI claim when the email does not match', async () => {
    const candidate = await buildCandidate(t.ctx.db);
    const dni = String(10000000 + Math.floor(Math.random() * 8e7));
    const letter = 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(dni) % 23] ?? 'T';
    await t.ctx.db
      .update(candidates)
      .set({ dni: `${dni}${letter}` })
      .where(eq(candidates.userId, candidate.id));
    const { username } = universityAccount({
      email: `otro-${unique()}@alumnos.universidad.es`,
      dni: `urn:schac:personalUniqueID:es:DNI:${dni}${letter.toLowerCase()}`,
    });
    const res = await answer(await callbackFor(username));
    expect(res.status).toBe(515);
    expect(res.datos.vinculacion?.email).toBe(candidate.email);
  });

  it('gives an identity that matches nobody a verified account, by its claims (brand default)', async () => {
    const email = `nueva-${unique()}@alumni.universidad.es`;
    const { username, sub } = universityAccount({
      email,
      given_name: 'Nuria',
      family_name: 'Nueva Titulada',
      eduperson_affiliation: ['alum', 'member'],
    });
    const res = await answer(await callbackFor(username));
    expect(res).toMatchObject({ http: 200, status: 0, datos: { conEmpleo: true } });
    // The privacy text is asked for before the portal session starts.
    expect(res.datos.textoCortoRGPD).toEqual(expect.any(String));
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: 'alumno', nombre: 'Nuria', apellidos: 'Nueva Titulada' });
    const [profile] = await t.ctx.db
      .select()
      .from(candidates)
      .where(eq(candidates.userId, user?.id ?? 0));
    expect(profile).toMatchObject({
      conPracticas: false,
      conEmpleo: true,
      verificado: true,
      verificacionOrigen: 'sso',
    });
    const [identity] = await t.ctx.db
      .select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.userId, user?.id ?? 0));
    expect(identity).toMatchObject({ issuer: idp.issuer, subject: sub });
  });

  it("refuses a staff-only identity, and anybody new when the brand admits only the record's people", async () => {
    const staff = universityAccount({
      email: `pas-${unique()}@universidad.es`,
      eduperson_affiliation: ['staff', 'employee'],
    });
    const refused = await answer(await callbackFor(staff.username));
    expect(refused).toMatchObject({ http: 422, status: 515, datos: null });
    expect(refused.mensaje).toContain('es para sus estudiantes y titulados');

    await t.ctx.brand.update({ accesoNoVerificados: 'ninguno' });
    onTestFinished(async () => {
      await t.ctx.brand.update({ accesoNoVerificados: 'empleo' });
    });
    const { username } = universityAccount({
      email: `nadie-${unique()}@universidad.es`,
      eduperson_affiliation: ['student'],
    });
    const res = await answer(await callbackFor(username));
    expect(res).toMatchObject({ http: 422, status: 515, datos: null });
    expect(res.mensaje).toContain('no corresponde a ningún estudiante ni titulado');
  });

  it('refuses a tampered state, and a callback used twice', async () => {
    const candidate = await buildCandidate(t.ctx.db);
    const { username } = universityAccount({ email: candidate.email });
    const respuesta = await callbackFor(username);
    const params = new URLSearchParams(respuesta);
    params.set('state', `${params.get('state') ?? ''}x`);
    const tampered = await answer(params.toString());
    expect(tampered).toMatchObject({ http: 422, status: 515 });
    expect(tampered.mensaje).toContain('No se ha podido comprobar');
    expect((await answer(respuesta)).datos.vinculacion).toBeDefined();
    const replayed = await answer(respuesta);
    expect(replayed).toMatchObject({ status: 515, datos: null });
    expect(replayed.mensaje).toContain('No se ha podido comprobar');
  });

  it('refuses a code the provider issued to another application (audience)', async () => {
    const candidate = await buildCandidate(t.ctx.db);
    const { username } = universityAccount({ email: candidate.email });
    const { url } = await start();
    const other = new URL(url);
    other.searchParams.set('client_id', 'otra-aplicacion');
    const respuesta = await signInAtProvider(other.href, username, 'Uni12345');
    const res = await answer(respuesta);
    expect(res).toMatchObject({ http: 422, status: 515, datos: null });
  });

  it('refuses a provider error answer (the user cancelled) without a 5xx', async () => {
    const { state } = await start();
    const res = await answer(`error=access_denied&state=${state}`);
    expect(res).toMatchObject({ http: 422, status: 515 });
  });

  it('keeps the account checks of logaUsuario: a blocked candidate gets 90', async () => {
    const candidate = await buildCandidate(t.ctx.db, {
      estado: 'bloqueado',
      mensajeBloqueo: 'Cuenta bloqueada por el Servicio de Empleo',
    });
    const { username, sub } = universityAccount({ email: candidate.email });
    await t.ctx.db
      .insert(ssoIdentities)
      .values({ userId: candidate.id, issuer: idp.issuer, subject: sub });
    const res = await answer(await callbackFor(username));
    expect(res.status).toBe(90);
    expect(res.mensaje).toBe('Cuenta bloqueada por el Servicio de Empleo');
  });
});

describe('Encuestas/validaRespuestaLoginIntegrado/{id}', () => {
  it('answers a survey token for a sign-in started from the survey; not for another destination', async () => {
    const slug = `sso-${unique()}`;
    await t.ctx.db.insert(surveys).values({
      slug,
      titulo: 'Encuesta con acceso de la universidad',
      fechaInicio: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
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
        fechaInicio: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
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

describe('the identity table', () => {
  it('keeps one candidate per university identity (database constraint)', async () => {
    const a = await buildCandidate(t.ctx.db);
    const b = await buildCandidate(t.ctx.db);
    await t.ctx.db.insert(ssoIdentities).values({ userId: a.id, issuer: 'x', subject: 's' });
    await expect(
      t.ctx.db.insert(ssoIdentities).values({ userId: b.id, issuer: 'x', subject: 's' }),
    ).rejects.toThrow();
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, a.id));
    expect(user?.role).toBe('alumno');
  });
});
