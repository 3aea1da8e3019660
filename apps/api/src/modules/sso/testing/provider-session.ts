/**
 * `fetch` with a cookie jar of its own (sends what earlier answers set) that does not follow
 * redirects: the browser of the test sign-ins.
 */
export function cookieFetch() {
  const jar = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) {
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
}

/**
 * A browser-less user agent for the test provider: follows its redirects with cookies, fills its
 * sign-in form and answers the query string of the callback to the portal (what /acceso posts as
 * `respuesta`). Tests only.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  username: string,
  password: string,
): Promise<string> {
  const go = cookieFetch();
  const next = (res: Response, base: string) => {
    const location = res.headers.get('location');
    if (location === null) {
      throw new Error(`expected a redirect, got ${String(res.status)}`);
    }
    return new URL(location, base).href;
  };
  const interaction = next(await go(authorizationUrl), authorizationUrl);
  const form = await go(interaction);
  if (!(await form.text()).includes('name="username"')) {
    throw new Error('no sign-in form');
  }
  const submitted = await go(interaction, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  const resume = next(submitted, interaction);
  const callback = next(await go(resume), resume);
  return new URL(callback).search.slice(1);
}
