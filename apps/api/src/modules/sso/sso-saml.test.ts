import { accountCalls, type SessionData } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ssoIdentities } from '../../db/schema.ts';
import { buildCandidate, randomDni } from '../../test/builders.ts';
import { enrolled, mapCode, recordClient, recordCsv } from '../academic-record/record-test-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  authnRequestIdOf,
  selfSignedCertificate,
  signedSamlResponse,
  type SamlAnswer,
} from './testing/saml-test-idp.ts';

const IDP = 'https://idp.universidad.test/idp/shibboleth';
const SP = 'https://portal.test/sp';
const ACS = `https://portal.test${accountCalls.samlAssertionConsumer.path}`;
const idpKeys = selfSignedCertificate('idp.universidad.test');
const strangerKeys = selfSignedCertificate('idp.universidad.test');

const t = await createTestApp({
  PUBLIC_URL: 'https://portal.test',
  SSO_PROTOCOL: 'saml',
  SSO_SAML_ENTRY_POINT: 'https://idp.universidad.test/idp/profile/SAML2/Redirect/SSO',
  SSO_SAML_IDP_CERT: idpKeys.cert,
  SSO_SAML_SP_ENTITY_ID: SP,
  SSO_SAML_IDP_ENTITY_ID: IDP,
});
const unique = () => Math.random().toString(36).slice(2, 10);

interface Answer<T = unknown> {
  http: number;
  status: number;
  datos: T;
  mensaje: string | null;
}

async function post<T>(url: string, payload: object): Promise<Answer<T>> {
  const res = await t.app.inject({ method: 'POST', url, payload });
  return { http: res.statusCode, ...res.json<Omit<Answer<T>, 'http'>>() };
}

/** A fresh AuthnRequest of the portal: its URL and ID. */
async function start() {
  const res = await post<{ url: string; tipo: string; state: string }>(
    accountCalls.ssoStart.path,
    {},
  );
  expect(res.status).toBe(0);
  return { ...res.datos, requestId: authnRequestIdOf(res.datos.url) };
}

/** The IdP's form post to the portal, then /acceso posting the fragment's SAMLResponse. */
async function deliver(samlResponse: string) {
  const acs = await t.app.inject({
    method: 'POST',
    url: accountCalls.samlAssertionConsumer.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: 'r' }).toString(),
  });
  expect(acs.statusCode).toBe(303);
  const location = acs.headers.location ?? '';
  expect(location.startsWith('/acceso#')).toBe(true);
  const fragment = new URLSearchParams(location.slice(location.indexOf('#') + 1));
  expect(fragment.get('RelayState')).toBe('r');
  return post<SessionData & { vinculacion?: { token: string; email: string } }>(
    accountCalls.ssoAnswer.path,
    { respuesta: fragment.get('SAMLResponse') ?? '' },
  );
}

async function answerFor(
  person: { nameId: string; email?: string; dni?: string },
  change: Partial<SamlAnswer> = {},
  signer = idpKeys,
) {
  const { requestId } = await start();
  const attributes: Record<string, string> = {};
  if (person.email) {
    attributes['urn:oid:0.9.2342.19200300.100.1.3'] = person.email;
  }
  if (person.dni) {
    attributes['urn:oid:1.3.6.1.4.1.25178.1.2.15'] =
      `urn:schac:personalUniqueID:es:DNI:${person.dni}`;
  }
  return signedSamlResponse(
    {
      idpEntityId: IDP,
      audience: SP,
      destination: ACS,
      inResponseTo: requestId,
      nameId: person.nameId,
      attributes,
      ...change,
    },
    signer,
  );
}

describe('SAML 2.0 single sign-on', () => {
  it('starts with an AuthnRequest to the provider and publishes the SP metadata', async () => {
    const status = await t.app.inject({ method: 'GET', url: accountCalls.ssoStatus.path });
    expect(status.json()).toMatchObject({ datos: { configurado: true, tipo: 'saml' } });
    const { url, tipo, requestId, state } = await start();
    expect(tipo).toBe('saml');
    expect(url.startsWith('https://idp.universidad.test/idp/profile/SAML2/Redirect/SSO?')).toBe(
      true,
    );
    expect(new URL(url).searchParams.get('RelayState')).toBe(state);
    expect(requestId).toMatch(/^_/);
    const metadata = await t.app.inject({ method: 'GET', url: accountCalls.samlMetadata.path });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(metadata.body).toContain(`entityID="${SP}"`);
    expect(metadata.body).toContain(`Location="${ACS}"`);
  });

  it('links on the first sign-in, then signs the candidate in like logaUsuario', async () => {
    const candidate = await buildCandidate(t.ctx.db);
    const person = { nameId: `nid-${unique()}`, email: candidate.email };
    const first = await deliver(await answerFor(person));
    expect(first).toMatchObject({ http: 422, status: 515 });
    const linked = await post<SessionData>(accountCalls.ssoLink.path, {
      tokenVinculacion: first.datos.vinculacion?.token,
      password: 'Demo1234',
    });
    expect(linked.status).toBe(0);
    const [identity] = await t.ctx.db
      .select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.userId, candidate.id));
    expect(identity).toMatchObject({ issuer: IDP, subject: person.nameId });
    const next = await deliver(await answerFor(person));
    expect(next.status).toBe(0);
    expect(await t.ctx.tokens.verify(next.datos.token)).toMatchObject({
      sub: String(candidate.id),
      role: 'alumno',
    });
  });

  it('refuses an answer replayed after its use', async () => {
    const candidate = await buildCandidate(t.ctx.db);
    const person = { nameId: `nid-${unique()}`, email: candidate.email };
    await t.ctx.db
      .insert(ssoIdentities)
      .values({ userId: candidate.id, issuer: IDP, subject: person.nameId });
    const response = await answerFor(person);
    expect((await deliver(response)).status).toBe(0);
    const replayed = await deliver(response);
    expect(replayed).toMatchObject({ http: 422, status: 515 });
  });

  describe('refuses, with 515 and no session', () => {
    const linkedPerson = async () => {
      const candidate = await buildCandidate(t.ctx.db);
      const person = { nameId: `nid-${unique()}`, email: candidate.email };
      await t.ctx.db
        .insert(ssoIdentities)
        .values({ userId: candidate.id, issuer: IDP, subject: person.nameId });
      return person;
    };
    const refused = (res: Answer) => {
      expect(res).toMatchObject({ http: 422, status: 515, datos: null });
      expect(res.mensaje).toContain('No se ha podido comprobar');
    };

    it('an assertion for another audience', async () => {
      refused(
        await deliver(await answerFor(await linkedPerson(), { audience: 'https://otro.sp' })),
      );
    });

    it('a signature by another key', async () => {
      refused(await deliver(await answerFor(await linkedPerson(), {}, strangerKeys)));
    });

    it('an assertion changed after it was signed', async () => {
      const person = await linkedPerson();
      const signed = Buffer.from(await answerFor(person), 'base64').toString('utf8');
      const tampered = signed.replace(person.nameId, `${person.nameId}x`);
      expect(tampered).not.toBe(signed);
      refused(await deliver(Buffer.from(tampered, 'utf8').toString('base64')));
    });

    it('another issuer', async () => {
      refused(
        await deliver(await answerFor(await linkedPerson(), { idpEntityId: 'https://otra.idp' })),
      );
    });

    it('an answer to no request of the portal', async () => {
      refused(
        await deliver(await answerFor(await linkedPerson(), { inResponseTo: '_desconocido' })),
      );
    });

    it('something that is not a SAML response', async () => {
      refused(await deliver(Buffer.from('<hola/>').toString('base64')));
    });
  });

  it('refuses an identity that matches nobody when the brand admits only the record', async () => {
    await t.ctx.brand.update({ accesoNoVerificados: 'ninguno' });
    onTestFinished(async () => {
      await t.ctx.brand.update({ accesoNoVerificados: 'empleo' });
    });
    const res = await deliver(
      await answerFor({ nameId: `nid-${unique()}`, email: `nadie-${unique()}@universidad.es` }),
    );
    expect(res).toMatchObject({ http: 422, status: 515, datos: null });
    expect(res.mensaje).toContain('no corresponde a ningún estudiante ni titulado');
  });

  it('offers the university sign-in in the mail of an account the academic record made', async () => {
    await mapCode(t, 'G-SSO', 36);
    const dni = randomDni();
    await (await recordClient(t)).apply(recordCsv([enrolled(dni, 'G-SSO')]));
    const email = `${dni.toLowerCase()}@alumnos.uni.es`;
    await vi.waitFor(() => {
      expect(t.mailer.sent.some((m) => m.to === email)).toBe(true);
    });
    const mail = t.mailer.sent.find((m) => m.to === email)?.text ?? '';
    expect(mail).toContain('desde «Acceder con la cuenta de la universidad»');
    expect(mail).toContain('from «Sign in with the university account»');
  });

  it('answers 400 naming the field when the provider posts no SAMLResponse', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: accountCalls.samlAssertionConsumer.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'RelayState=x',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('SAMLResponse');
  });
});
