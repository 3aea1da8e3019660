import { pathFor, type SessionData } from '@portal/contracts';
import { takeSsoReturn } from '../../../lib/storage.ts';
import { answerSso } from '../api/sso-start.ts';

/**
 * The identity provider's answer when the browser comes back to /acceso: the OIDC callback's
 * query string (`code`/`error` with `state`), or the SAMLResponse the portal's assertion consumer
 * put in the fragment. Null on a plain visit.
 */
export function providerAnswerOf(
  location: Location,
): { respuesta: string; state: string | null } | null {
  const search = new URLSearchParams(location.search);
  if (search.has('state') && (search.has('code') || search.has('error'))) {
    return { respuesta: location.search.slice(1), state: search.get('state') };
  }
  const fragment = new URLSearchParams(location.hash.slice(1));
  const saml = fragment.get('SAMLResponse');
  return saml !== null && saml !== ''
    ? { respuesta: saml, state: fragment.get('RelayState') }
    : null;
}

/**
 * The answer is taken from the address once per document and sent once: the page may mount again
 * (a lazy translation or chunk suspending above it) and must neither lose nor resend it.
 */
let taken:
  | { respuesta: string; result: Promise<SessionData> | null; returnTo: string | null }
  | null
  | undefined;

/**
 * The provider's answer of this visit, and the page it belongs to when the sign-in started
 * elsewhere (a survey's access page remembered itself with the start's state).
 */
export function takeProviderAnswer(): { respuesta: string; returnTo: string | null } | null {
  if (taken === undefined) {
    const answer = providerAnswerOf(window.location);
    taken =
      answer === null
        ? null
        : { respuesta: answer.respuesta, result: null, returnTo: takeSsoReturn(answer.state) };
    if (answer !== null) {
      // The code, state or SAMLResponse must not stay in the address bar nor in the history.
      window.history.replaceState(window.history.state, '', pathFor('acceso'));
    }
  }
  return taken === null ? null : { respuesta: taken.respuesta, returnTo: taken.returnTo };
}

export function answerOnce(respuesta: string): Promise<SessionData> {
  if (taken?.respuesta !== respuesta) {
    taken = { respuesta, result: null, returnTo: null };
  }
  taken.result ??= answerSso(respuesta);
  return taken.result;
}

/** Done with this answer: a later visit to /acceso starts afresh. */
export function forgetProviderAnswer(): void {
  taken = undefined;
}
