import { htmlToText } from '../../../lib/html-text.ts';
import { cookieFetch } from './provider-session.ts';

/**
 * A browser-less user agent for SimpleSAMLphp (tests only): follows the portal's sign-on URL with
 * cookies, fills SimpleSAMLphp's own login form as a person would, and reads the auto-POST form
 * it answers with (the HTTP-POST binding): where it posts and the SAMLResponse / RelayState.
 */
export interface SamlPost {
  /** The form's action: the portal's assertion consumer service. */
  action: string;
  SAMLResponse: string;
  RelayState: string | null;
}

const decodeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x2F;/gi, '/')
    .replace(/&#x3D;/gi, '=')
    .replace(/&amp;/g, '&');

const attributeOf = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match?.[1] === undefined ? null : decodeHtml(match[1]);
};

/** The first form of a page: its action (absolute) and its named inputs' values. */
function formOf(html: string, pageUrl: string) {
  const form = /<form\b[^>]*>/i.exec(html);
  if (form === null) {
    return null;
  }
  const body = html.slice(form.index, html.indexOf('</form>', form.index));
  const fields = new Map<string, string>();
  for (const input of body.matchAll(/<input\b[^>]*>/gi)) {
    const name = attributeOf(input[0], 'name');
    if (name !== null) {
      fields.set(name, attributeOf(input[0], 'value') ?? '');
    }
  }
  return { action: new URL(attributeOf(form[0], 'action') ?? '', pageUrl).href, fields };
}

/** A page's text, for an error message. */
const textOf = (html: string) => htmlToText(html).slice(0, 600);

export async function signInAtSimpleSaml(
  authorizeUrl: string,
  username: string,
  password: string,
): Promise<SamlPost> {
  const go = cookieFetch();
  /** Follows redirects to the page they end on. */
  const page = async (url: string, init?: RequestInit) => {
    let current = url;
    let res = await go(current, init);
    for (let hops = 0; res.status >= 300 && res.status < 400; hops += 1) {
      const location = res.headers.get('location');
      if (location === null || hops > 10) {
        throw new Error(`SimpleSAMLphp: a redirect without a usable location at ${current}`);
      }
      current = new URL(location, current).href;
      res = await go(current);
    }
    return { url: current, status: res.status, html: await res.text() };
  };

  const login = await page(authorizeUrl);
  const loginForm = formOf(login.html, login.url);
  if (!loginForm?.fields.has('username')) {
    throw new Error(
      `SimpleSAMLphp showed no login form (${String(login.status)}): ${textOf(login.html)}`,
    );
  }
  loginForm.fields.set('username', username);
  loginForm.fields.set('password', password);
  const answer = await page(loginForm.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams([...loginForm.fields]).toString(),
  });
  const post = formOf(answer.html, answer.url);
  const samlResponse = post?.fields.get('SAMLResponse');
  if (post === null || samlResponse === undefined) {
    throw new Error(
      `SimpleSAMLphp answered no SAMLResponse (${String(answer.status)}): ${textOf(answer.html)}`,
    );
  }
  return {
    action: post.action,
    SAMLResponse: samlResponse,
    RelayState: post.fields.get('RelayState') ?? null,
  };
}
