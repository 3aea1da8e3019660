import { randomBytes } from 'node:crypto';
import type { CacheProvider } from '@node-saml/node-saml';
import type {
  SessionData,
  SsoLinkBody,
  SsoStart,
  SsoStartBody,
  SsoStatus,
} from '@portal/contracts';
import { Codes } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { markVerified } from '../academic-record/record-people.repository.ts';
import { candidateSession } from '../auth/auth.service.ts';
import type { UserRow } from '../users/users.table.ts';
import { OidcAdapter } from './oidc.adapter.ts';
import { SAML_REQUEST_TTL_MS } from './saml.adapter.ts';
import { candidateOf } from './sso-candidate.ts';
import {
  normaliseAffiliations,
  normaliseDni,
  normaliseEmail,
  normaliseName,
  pickAllAttributes,
  pickAttribute,
  type AssertedIdentity,
  type VerifiedAnswer,
} from './sso-identity.ts';
import { refuse, type Lang } from './sso.messages.ts';
import { sha256 } from '../../lib/sha256.ts';
import { ssoProviderOf, type SsoProvider } from './sso.provider.ts';
import * as repo from './sso.repository.ts';

const ATTEMPT_TTL_MS = 10 * 60 * 1000;

function configured(ctx: AppContext, lang: Lang): SsoProvider {
  const provider = ssoProviderOf(ctx);
  if (provider === null) {
    throw refuse('notConfigured', lang);
  }
  return provider;
}

export function ssoStatus(ctx: AppContext): SsoStatus {
  const provider = ssoProviderOf(ctx);
  return { configurado: provider !== null, tipo: provider?.protocol ?? null };
}

/**
 * SAML AuthnRequest IDs kept in sso_login_attempts: node-saml saves the ID of each request it
 * builds and reads it back for the InResponseTo check; the portal spends it itself once the
 * answer is verified (`consumeAttempt`), so an answer is accepted once.
 */
function samlRequests(ctx: AppContext, surveyRef: string | null): CacheProvider {
  return {
    saveAsync: async (key, value) => {
      await repo.insertAttempt(ctx.db, {
        protocol: 'saml',
        stateHash: sha256(key),
        surveyRef,
        expiresAt: new Date(Date.now() + SAML_REQUEST_TTL_MS),
      });
      return { value, createdAt: Date.now() };
    },
    getAsync: async (key) => {
      const attempt = await repo.findOpenAttempt(ctx.db, sha256(key));
      return attempt ? attempt.createdAt.toISOString() : null;
    },
    removeAsync: () => Promise.resolve(null),
  };
}

/** Network trouble reaching the provider, as opposed to an answer that is not genuine. */
function isUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (
      current.name === 'AbortError' ||
      current.name === 'TimeoutError' ||
      (typeof code === 'string' && /^(ECONN|ENOTFOUND|EAI_|ETIMEDOUT|UND_ERR)/.test(code)) ||
      current.message === 'fetch failed'
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

/** `inicioLoginIntegrado`: where the browser goes to sign in with the university account. */
export async function startSso(ctx: AppContext, body: SsoStartBody, lang: Lang): Promise<SsoStart> {
  const provider = ssoProviderOf(ctx);
  if (provider === null) {
    return { configurado: false, tipo: null, url: null, state: null };
  }
  const surveyRef = body.idEncuesta ?? null;
  try {
    if (provider.protocol === 'oidc') {
      const start = await provider.adapter.start();
      await repo.insertAttempt(ctx.db, {
        protocol: 'oidc',
        stateHash: sha256(start.state),
        codeVerifier: start.codeVerifier,
        nonce: start.nonce,
        surveyRef,
        expiresAt: new Date(Date.now() + ATTEMPT_TTL_MS),
      });
      return { configurado: true, tipo: 'oidc', url: start.url, state: start.state };
    }
    const relayState = randomBytes(16).toString('base64url');
    const url = await provider.adapter.start(relayState, samlRequests(ctx, surveyRef));
    return { configurado: true, tipo: 'saml', url, state: relayState };
  } catch (error) {
    ctx.log.warn({ err: error }, 'single sign-on could not start');
    throw refuse('providerDown', lang);
  }
}

/** Checks the provider's answer with the configured protocol; who signed in, for which start. */
async function verifyAnswer(
  ctx: AppContext,
  provider: SsoProvider,
  respuesta: string,
  lang: Lang,
): Promise<VerifiedAnswer> {
  const settings = provider.settings;
  const identityOf = (
    issuer: string,
    subject: string,
    claims: Record<string, unknown>,
  ): AssertedIdentity => ({
    issuer,
    subject,
    email:
      claims.email_verified === false
        ? null
        : normaliseEmail(pickAttribute(claims, settings.emailAttributes)),
    dni: normaliseDni(pickAttribute(claims, settings.dniAttributes)),
    givenName: normaliseName(pickAttribute(claims, settings.givenNameAttributes)),
    surname: normaliseName(pickAttribute(claims, settings.surnameAttributes)),
    affiliations: normaliseAffiliations(pickAllAttributes(claims, settings.affiliationAttributes)),
  });
  try {
    if (provider.protocol === 'oidc') {
      const state = OidcAdapter.stateOf(respuesta);
      const attempt = state === null ? undefined : await repo.consumeAttempt(ctx.db, sha256(state));
      if (
        state === null ||
        attempt?.protocol !== 'oidc' ||
        !attempt.codeVerifier ||
        !attempt.nonce
      ) {
        throw refuse('invalidAnswer', lang);
      }
      const { issuer, claims } = await provider.adapter.verify(
        respuesta,
        { state, codeVerifier: attempt.codeVerifier, nonce: attempt.nonce },
        [
          settings.emailAttributes,
          settings.dniAttributes,
          settings.givenNameAttributes,
          settings.surnameAttributes,
          settings.affiliationAttributes,
        ],
      );
      return {
        identity: identityOf(issuer, String(claims.sub), claims),
        surveyRef: attempt.surveyRef,
      };
    }
    const profile = await provider.adapter.verify(respuesta, samlRequests(ctx, null));
    const requestId = typeof profile.inResponseTo === 'string' ? profile.inResponseTo : null;
    const attempt =
      requestId === null ? undefined : await repo.consumeAttempt(ctx.db, sha256(requestId));
    if (attempt?.protocol !== 'saml' || !profile.nameID) {
      throw refuse('invalidAnswer', lang);
    }
    return {
      identity: identityOf(profile.issuer, profile.nameID, profile),
      surveyRef: attempt.surveyRef,
    };
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    const unreachable = isUnreachable(error);
    ctx.log.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      'single sign-on answer refused',
    );
    throw refuse(unreachable ? 'providerDown' : 'invalidAnswer', lang);
  }
}

/**
 * `validaRespuestaLoginIntegrado`: the provider's answer, checked, to the candidate it asserts.
 * `surveyRef` is the survey of the call (null for the portal's): an answer to a start made for
 * another destination is refused.
 */
export async function candidateFromAnswer(
  ctx: AppContext,
  respuesta: string,
  surveyRef: string | null,
  lang: Lang,
): Promise<UserRow> {
  const provider = configured(ctx, lang);
  const answer = await verifyAnswer(ctx, provider, respuesta, lang);
  if ((answer.surveyRef ?? null) !== surveyRef) {
    throw refuse('wrongFlow', lang);
  }
  return candidateOf(ctx, answer.identity, lang);
}

/** The portal's `validaRespuestaLoginIntegrado`: a session exactly like logaUsuario. */
export async function signInWithAnswer(
  ctx: AppContext,
  respuesta: string,
  lang: Lang,
): Promise<SessionData> {
  const user = await candidateFromAnswer(ctx, respuesta, null, lang);
  return candidateSession(ctx, user, 'PrivadoAlumno');
}

/**
 * `vinculaLoginIntegrado`: the ticket (42 when used, expired or unknown) and the candidate's
 * portal password (3, throttled like logaUsuario); then the identity is linked and spent in one
 * transaction, and the answer is a session.
 */
export async function linkIdentity(
  ctx: AppContext,
  body: SsoLinkBody,
  client: string,
  lang: Lang,
): Promise<SessionData> {
  const ticket = await repo.findOpenLinkTicket(ctx.db, sha256(body.tokenVinculacion));
  if (!ticket) {
    throw new AppError(Codes.LINK_EXPIRED);
  }
  const user = await repo.findCandidateUser(ctx.db, ticket.userId);
  if (!user) {
    throw new AppError(Codes.LINK_EXPIRED);
  }
  await ctx.loginThrottle.assertAllowed(client, user.email);
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    await ctx.loginThrottle.recordFailure(client, user.email);
    throw new AppError(Codes.BAD_CREDENTIALS);
  }
  await ctx.loginThrottle.recordSuccess(client, user.email);
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await repo.consumeLinkTicket(tx, ticket.id))) {
        throw new AppError(Codes.LINK_EXPIRED);
      }
      await repo.insertIdentity(tx, {
        userId: user.id,
        issuer: ticket.issuer,
        subject: ticket.subject,
        email: ticket.email,
        lastUsedAt: new Date(),
      });
      // The university vouched for the person and the person for the account.
      await markVerified(tx, user.id, 'sso');
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw refuse('linkedToOther', lang);
    }
    throw error;
  }
  return candidateSession(ctx, user, 'PrivadoAlumno');
}

/** The SP metadata of SAML (null when the portal does not use SAML). */
export function samlMetadata(ctx: AppContext): string | null {
  const provider = ssoProviderOf(ctx);
  return provider?.protocol === 'saml' ? provider.adapter.metadata() : null;
}
