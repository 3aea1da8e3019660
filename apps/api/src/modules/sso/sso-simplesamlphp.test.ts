import { randomBytes } from 'node:crypto';
import { accountCalls, authCalls, type SessionData } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { candidates, recordPeople, ssoIdentities, users } from '../../db/schema.ts';
import { buildPrivacyText } from '../../test/build-content.ts';
import { buildCandidate, randomDni } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { startSimpleSamlIdp } from './testing/simplesamlphp-idp.ts';
import { signInAtSimpleSaml } from './testing/simplesamlphp-session.ts';

// SAML 2.0 against a real identity provider: Debian's SimpleSAMLphp, started here with PHP's
// built-in server (apt-get install simplesamlphp php-cli php-xml; without them this file fails).
// Each person signs in through SimpleSAMLphp's own login form; its auto-POST form is posted to
// the portal's assertion consumer service, and /acceso's call answers, as in the browser.

const PORTAL = 'http://portal.test';
const SP = `${PORTAL}${accountCalls.samlMetadata.path}`;
const ACS = `${PORTAL}${accountCalls.samlAssertionConsumer.path}`;
const PASSWORD = 'Uni12345';

const idp = await startSimpleSamlIdp({ serviceProviders: [{ entityId: SP, acsUrl: ACS }] });
afterAll(() => idp.stop());
const t = await createTestApp({
  PUBLIC_URL: PORTAL,
  SSO_PROTOCOL: 'saml',
  SSO_SAML_ENTRY_POINT: idp.ssoUrl,
  SSO_SAML_IDP_CERT: idp.certPem,
  SSO_SAML_IDP_ENTITY_ID: idp.entityId,
});
// A current privacy text, which a new account has yet to accept.
await buildPrivacyText(t.ctx.db);
const unique = () => randomBytes(4).toString('hex');

interface Answer<T = unknown> {
  http: number;
  status: number;
  datos: T;
  mensaje: string | null;
}

type SsoAnswer = SessionData & { vinculacion?: { token: string; email: string } };

async function post<T>(url: string, payload: object): Promise<Answer<T>> {
  const res = await t.app.inject({ method: 'POST', url, payload });
  return { http: res.statusCode, ...res.json<Omit<Answer<T>, 'http'>>() };
}

/** A university account at SimpleSAMLphp with the attributes a Spanish federation releases. */
function universityPerson(attributes: {
  mail?: string;
  dni?: string;
  givenName?: string;
  sn?: string;
  affiliation?: string[];
}) {
  const username = `u${unique()}`;
  const { mail, dni, givenName, sn, affiliation = ['student', 'member'] } = attributes;
  idp.addUser({
    username,
    password: PASSWORD,
    attributes: {
      ...(mail ? { mail } : {}),
      ...(dni ? { schacPersonalUniqueID: `urn:schac:personalUniqueID:es:DNI:${dni}` } : {}),
      ...(givenName ? { givenName } : {}),
      ...(sn ? { sn } : {}),
      eduPersonAffiliation: affiliation,
      eduPersonScopedAffiliation: affiliation.map((a) => `${a}@universidad-demo.es`),
    },
  });
  return username;
}

/** The portal's start, then SimpleSAMLphp's login form: the SAMLResponse it posts back. */
async function samlResponseOf(username: string) {
  const start = await post<{ url: string; state: string }>(accountCalls.ssoStart.path, {});
  expect(start.status).toBe(0);
  expect(start.datos.url.startsWith(`${idp.ssoUrl}?SAMLRequest=`)).toBe(true);
  const form = await signInAtSimpleSaml(start.datos.url, username, PASSWORD);
  expect(form.action).toBe(ACS);
  expect(form.RelayState).toBe(start.datos.state);
  return form.SAMLResponse;
}

/** The browser's part after the IdP: its form to the ACS, then /acceso posting the fragment. */
async function deliver(samlResponse: string, headers: Record<string, string> = {}) {
  const acs = await t.app.inject({
    method: 'POST',
    url: accountCalls.samlAssertionConsumer.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
  });
  expect(acs.statusCode).toBe(303);
  const location = acs.headers.location ?? '';
  expect(location.startsWith('/acceso#')).toBe(true);
  const fragment = new URLSearchParams(location.slice(location.indexOf('#') + 1));
  const res = await t.app.inject({
    method: 'POST',
    url: accountCalls.ssoAnswer.path,
    headers,
    payload: { respuesta: fragment.get('SAMLResponse') ?? '' },
  });
  return { http: res.statusCode, ...res.json<Omit<Answer<SsoAnswer>, 'http'>>() };
}

const signIn = async (username: string, headers?: Record<string, string>) =>
  deliver(await samlResponseOf(username), headers);

async function candidateRow(userId: number) {
  const [row] = await t.ctx.db.select().from(candidates).where(eq(candidates.userId, userId));
  return row;
}

async function userByEmail(email: string) {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('SAML 2.0 single sign-on with SimpleSAMLphp', () => {
  it("signs a person of the record in to the record's account at once, verified by the sign-on", async () => {
    const dni = randomDni();
    const candidate = await buildCandidate(t.ctx.db, { dni, verificado: false });
    await t.ctx.db.insert(recordPeople).values({
      dni,
      userId: candidate.id,
      nombre: 'Ana',
      apellidos: 'Prueba Test',
      emailInstitucional: candidate.email,
    });
    // The provider sends another address: the record's DNI is what identifies the person.
    const username = universityPerson({
      mail: `ana-${unique()}@alumnos.universidad-demo.es`,
      dni: dni.toLowerCase(),
    });

    const first = await signIn(username);
    expect(first).toMatchObject({ http: 200, status: 0, datos: { conPracticas: true } });
    expect(await t.ctx.tokens.verify(first.datos.token)).toMatchObject({
      sub: String(candidate.id),
      role: 'alumno',
    });
    expect(await candidateRow(candidate.id)).toMatchObject({
      verificado: true,
      verificacionOrigen: 'sso',
    });
    const [identity] = await t.ctx.db
      .select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.userId, candidate.id));
    expect(identity).toMatchObject({ issuer: idp.entityId });
    expect(identity?.subject).toMatch(/^[0-9a-f]{40}$/);

    // Next time through the link, with the record's studies in the CV.
    const next = await signIn(username);
    expect(next.status).toBe(0);
    expect(await t.ctx.tokens.verify(next.datos.token)).toMatchObject({
      sub: String(candidate.id),
    });
    const cv = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/dameCvUsuario',
      headers: { authorization: `Bearer ${next.datos.token}` },
    });
    expect(cv.statusCode).toBe(200);
    expect(JSON.stringify(cv.json())).toContain('"deLaUniversidad":true');
  });

  it('makes the account of a person of the record who has none from the record', async () => {
    const dni = randomDni();
    const institutional = `marta-${unique()}@alumnos.universidad-demo.es`;
    await t.ctx.db.insert(recordPeople).values({
      dni,
      nombre: 'Marta',
      apellidos: 'Registro Prueba',
      emailInstitucional: institutional,
      emailPersonal: `marta-${unique()}@correo.es`,
      fechaNacimiento: '2001-02-03',
    });
    // Written without the leading zeros and in lower case: the same person.
    const username = universityPerson({
      mail: `otra-${unique()}@correo.es`,
      dni: dni.replace(/^0+/, '').toLowerCase(),
      givenName: 'Otro Nombre',
    });

    const res = await signIn(username);
    expect(res).toMatchObject({ http: 200, status: 0 });
    // A new account has not accepted the privacy text: the session asks for it first.
    expect(res.datos.textoCortoRGPD).toEqual(expect.any(String));
    const user = await userByEmail(institutional);
    expect(user).toMatchObject({ role: 'alumno', nombre: 'Marta', apellidos: 'Registro Prueba' });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await candidateRow(user?.id ?? 0)).toMatchObject({
      dni,
      fechaNacimiento: '2001-02-03',
      conPracticas: true,
      verificado: true,
      verificacionOrigen: 'sso',
    });
    const [person] = await t.ctx.db.select().from(recordPeople).where(eq(recordPeople.dni, dni));
    expect(person?.userId).toBe(user?.id);
    // No portal password was ever given to it.
    const login = await post(authCalls.loginCandidate.path, {
      eUsuario: institutional,
      ePassword: 'Demo1234',
      eAmbito: 'PrivadoAlumno',
    });
    expect(login.status).toBe(3);
  });

  it('links an account outside the record after its portal password, then verifies it', async () => {
    const candidate = await buildCandidate(t.ctx.db, { verificado: false });
    const username = universityPerson({ mail: candidate.email });
    const first = await signIn(username);
    expect(first).toMatchObject({ http: 422, status: 515 });
    const linked = await post<SessionData>(accountCalls.ssoLink.path, {
      tokenVinculacion: first.datos.vinculacion?.token,
      password: 'Demo1234',
    });
    expect(linked.status).toBe(0);
    expect(await candidateRow(candidate.id)).toMatchObject({
      verificado: true,
      verificacionOrigen: 'sso',
    });
  });

  it('gives a person outside the record a verified account from the attributes', async () => {
    const mail = `luis-${unique()}@alumni.universidad-demo.es`;
    const dni = randomDni();
    const username = universityPerson({
      mail,
      dni,
      givenName: 'Luis',
      sn: 'Titulado Nuevo',
      affiliation: ['alum', 'member'],
    });
    const res = await signIn(username);
    expect(res).toMatchObject({ http: 200, status: 0, datos: { conEmpleo: true } });
    const user = await userByEmail(mail);
    expect(user).toMatchObject({ nombre: 'Luis', apellidos: 'Titulado Nuevo' });
    expect(await candidateRow(user?.id ?? 0)).toMatchObject({
      dni,
      conPracticas: false,
      conEmpleo: true,
      verificado: true,
      verificacionOrigen: 'sso',
    });
  });

  it("refuses a person outside the record when the brand admits only the record's people", async () => {
    await t.ctx.brand.update({ accesoNoVerificados: 'ninguno' });
    onTestFinished(async () => {
      await t.ctx.brand.update({ accesoNoVerificados: 'empleo' });
    });
    const mail = `nadie-${unique()}@alumnos.universidad-demo.es`;
    const username = universityPerson({ mail, dni: randomDni() });
    const res = await signIn(username);
    expect(res).toMatchObject({ http: 422, status: 515, datos: null });
    expect(res.mensaje).toContain('no corresponde a ningún estudiante ni titulado');
    const english = await signIn(username, { 'accept-language': 'en' });
    expect(english.mensaje).toContain('matches no student or graduate');
    expect(await userByEmail(mail)).toBeUndefined();
  });

  it('refuses a staff-only university account', async () => {
    const mail = `pas-${unique()}@universidad-demo.es`;
    const username = universityPerson({ mail, affiliation: ['staff', 'employee', 'member'] });
    const res = await signIn(username);
    expect(res).toMatchObject({ http: 422, status: 515, datos: null });
    expect(res.mensaje).toContain('es para sus estudiantes y titulados');
    expect(await userByEmail(mail)).toBeUndefined();
  });

  it('refuses a response changed after SimpleSAMLphp signed it', async () => {
    const dni = randomDni();
    const mail = `eva-${unique()}@alumnos.universidad-demo.es`;
    const username = universityPerson({ mail, dni });
    const signed = Buffer.from(await samlResponseOf(username), 'base64').toString('utf8');
    const other = randomDni();
    const tampered = signed.replace(`DNI:${dni}`, `DNI:${other}`);
    expect(tampered).not.toBe(signed);
    const res = await deliver(Buffer.from(tampered, 'utf8').toString('base64'));
    expect(res).toMatchObject({ http: 422, status: 515, datos: null });
    expect(res.mensaje).toContain('No se ha podido comprobar');
    expect(await userByEmail(mail)).toBeUndefined();
  });
});
