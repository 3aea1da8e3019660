import { accountCalls, type SessionData } from '@portal/contracts';
import { afterAll, expect } from 'vitest';
import { buildPrivacyText } from '../../../test/build-content.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startOidcTestProvider, type TestIdpAccount } from './oidc-test-provider.ts';
import { signInAtProvider } from './provider-session.ts';

export const REDIRECT = 'http://portal.test/acceso';
export const unique = () => Math.random().toString(36).slice(2, 10);

export interface Answer<T = unknown> {
  http: number;
  status: number;
  datos: T;
  mensaje: string | null;
}

export async function post<T>(app: TestApp, url: string, payload: object): Promise<Answer<T>> {
  const res = await app.app.inject({ method: 'POST', url, payload });
  return { http: res.statusCode, ...res.json<Omit<Answer<T>, 'http'>>() };
}

/**
 * The OpenID Connect tests' world, made at a test file's top level: a university provider (closed
 * after the file), a portal configured for it on an empty database with a current privacy text,
 * and the calls of the code flow.
 */
export async function oidcHarness() {
  const accounts: TestIdpAccount[] = [];
  const idp = await startOidcTestProvider({
    clients: [
      { clientId: 'portal-empleo', redirectUris: [REDIRECT] },
      { clientId: 'otra-aplicacion', redirectUris: [REDIRECT] },
    ],
    // Read at each sign-in: accounts added by the tests are known.
    accounts,
  });
  afterAll(() => idp.close());
  const t = await createTestApp({
    SSO_PROTOCOL: 'oidc',
    SSO_OIDC_ISSUER: idp.issuer,
    SSO_OIDC_CLIENT_ID: 'portal-empleo',
    SSO_REDIRECT_URL: REDIRECT,
  });
  // A current privacy text, which a new account has yet to accept.
  await buildPrivacyText(t.ctx.db);

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

  return { idp, t, universityAccount, start, callbackFor, answer };
}
