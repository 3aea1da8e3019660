import { accountCalls, authCalls, callUrl, surveyCalls, type SessionData } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { candidates, ssoIdentities, ssoLoginAttempts, surveys, users } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { oidcHarness, post, REDIRECT, unique } from './testing/oidc-harness.ts';
import { signInAtProvider } from './testing/provider-session.ts';
import { DAY_MS } from '../../lib/dates.ts';

// Single sign-on with OpenID Connect: starting the flow, the portal's answer, linking.
const { idp, t, universityAccount, start, callbackFor, answer } = await oidcHarness();
/** A portal without single sign-on configured. */
const plain = await createTestApp();
// An open survey, so the survey refusal below comes from the missing configuration alone.
await plain.ctx.db.insert(surveys).values({
  slug: 'satisfaccion-practicas-2026',
  titulo: 'Satisfacción con las prácticas',
  fechaInicio: new Date(Date.now() - DAY_MS).toISOString().slice(0, 10),
});

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
