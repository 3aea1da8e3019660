import { test as base, expect, type Page, type Route } from '@playwright/test';
import type { BrandSettings } from '@portal/contracts';
import type { Account } from './factory.ts';
import { expectAccessible } from './axe.ts';
import { DEMO_PASSWORD } from './env.ts';

interface Fixtures {
  /** Answer the cookie banner before the test (most tests); the cookie tests turn it off. */
  cookiesAnswered: boolean;
}

export const test = base.extend<Fixtures>({
  cookiesAnswered: [true, { option: true }],
  page: async ({ page, cookiesAnswered, baseURL }, use) => {
    if (cookiesAnswered && baseURL !== undefined) {
      await page.context().addCookies([{ name: 'cookies_analiticas', value: 'no', url: baseURL }]);
      await page.addInitScript(() => {
        window.localStorage.setItem('cookieAccepted', 'true');
      });
    }
    await use(page);
  },
});

export { expect, expectAccessible };

/** Fills and sends the login form of the current page. */
export async function submitLogin(
  page: Page,
  user: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.getByRole('textbox', { name: 'Usuario' }).fill(user);
  await page.getByTestId('login-password').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Signs in through the login form of the account's login page and waits for the home page. */
export async function signInWithForm(page: Page, account: Account): Promise<void> {
  await page.goto(account.login);
  await submitLogin(page, account.user);
  await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
  await expect(page.getByTestId('greeting')).toHaveText(`Hola, ${account.name}`);
}

interface LoginAnswer {
  status: number;
  datos: { token: string; conPracticas: boolean; conEmpleo: boolean; primerAcceso: boolean };
}

/**
 * Signs in through the API and stores the session as the login page would (the spec's keys), then
 * opens `path` (default: the home page). For tests where signing in is a precondition, not the
 * subject: the login form itself is covered by login.spec.ts.
 */
export async function signIn(
  page: Page,
  account: Account,
  options: { path?: string; idEmpresa?: number } = {},
): Promise<void> {
  const company = account.login === '/login/empresas';
  const ambito = company
    ? 'PrivadoEmpresa'
    : account.login === '/login/antiguos'
      ? 'PrivadoAntiguoAlumno'
      : 'PrivadoAlumno';
  const response = await page.request.post(`/api/${company ? 'Empresa' : 'Alumno'}/logaUsuario`, {
    data: {
      eUsuario: account.user,
      ePassword: DEMO_PASSWORD,
      eAmbito: ambito,
      ...(options.idEmpresa === undefined ? {} : { eidEmpresa: options.idEmpresa }),
    },
  });
  const answer = (await response.json()) as LoginAnswer;
  expect(answer.status).toBe(0);
  // A same-origin document without the app, to write the session before the app starts.
  await page.goto('/theme-init.js');
  await page.evaluate(
    ({ datos, role, loggedby }) => {
      localStorage.setItem('token', datos.token);
      localStorage.setItem('userType', role);
      localStorage.setItem('remember', 'true');
      localStorage.setItem('hasPracticas', String(datos.conPracticas));
      localStorage.setItem('hasEmpleo', String(datos.conEmpleo));
      localStorage.setItem('primerAcceso', String(datos.primerAcceso));
      localStorage.setItem('loggedby', loggedby);
    },
    { datos: answer.datos, role: company ? 'empresa' : 'alumno', loggedby: ambito },
  );
  await page.goto(options.path ?? '/');
  if (options.path === undefined) {
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
  }
}

/** Goes to a path inside the app without reloading it, as a link would. */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Logs out through /logout and waits until the login page shows. */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: 'Usuario' })).toBeVisible();
}

const brandCall = '**/api/Publico/dameConfiguracion';
/** The pages the server sends (not the API, not the built files). */
const isPage = (url: URL): boolean =>
  !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/');
const brandBlock = /(<script type="application\/json" id="brand-settings">)(.*?)(<\/script>)/s;

/**
 * Changes the brand settings the browser receives (maintenance, feature flags): in the answer of
 * dameConfiguracion and in the copy every page carries (the API's plugins/web.ts). Resolves with
 * the function that stops it.
 */
export async function patchBrand(
  page: Page,
  patch: Partial<BrandSettings>,
): Promise<() => Promise<void>> {
  type Answer = { status: number; datos: BrandSettings };
  const onCall = async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Answer;
    await route.fulfill({ response, json: { ...body, datos: { ...body.datos, ...patch } } });
  };
  const onPage = async (route: Route) => {
    if (route.request().resourceType() !== 'document') {
      await route.fallback();
      return;
    }
    const response = await route.fetch();
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) {
      // A file opened as a document (tests open /theme-init.js to write the session).
      await route.fulfill({ response });
      return;
    }
    const html = await response.text();
    if (!brandBlock.test(html)) {
      throw new Error(`${route.request().url()} carries no brand settings`);
    }
    const patched = html.replace(
      brandBlock,
      (_match, open: string, json: string, close: string) => {
        const body = JSON.parse(json) as Answer;
        const changed = JSON.stringify({ ...body, datos: { ...body.datos, ...patch } });
        return `${open}${changed.replace(/</g, '\\u003c')}${close}`;
      },
    );
    // The body is sent decoded: without the server's encoding and length.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(
        ([name]) => name !== 'content-encoding' && name !== 'content-length',
      ),
    );
    await route.fulfill({ status: response.status(), headers, body: patched });
  };
  await page.route(brandCall, onCall);
  await page.route(isPage, onPage);
  return async () => {
    await page.unroute(brandCall, onCall);
    await page.unroute(isPage, onPage);
  };
}

/** Answers one API call with an envelope error. */
export async function failCall(
  page: Page,
  pattern: string,
  status: number,
  httpStatus = 500,
  mensaje: string | null = null,
): Promise<void> {
  await page.route(pattern, (route) =>
    route.fulfill({ status: httpStatus, json: { status, datos: null, mensaje } }),
  );
}
