import * as client from 'openid-client';
import type { OidcSettings } from './sso.config.ts';
import { pickAttribute } from './sso-identity.ts';

/** What the portal keeps of one start until the provider answers (stored in sso_login_attempts). */
export interface OidcStart {
  url: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * OpenID Connect with `openid-client`: authorization code flow with PKCE (S256), state and nonce.
 * The provider's metadata is discovered once (again after a failure). Plain http is accepted for
 * a provider on this machine only (local development and tests).
 */
export class OidcAdapter {
  private configuration: Promise<client.Configuration> | null = null;

  constructor(private readonly settings: OidcSettings) {}

  private config(): Promise<client.Configuration> {
    if (this.configuration === null) {
      const { issuer, clientId, clientSecret } = this.settings;
      const insecure = issuer.protocol === 'http:' && loopback.has(issuer.hostname);
      this.configuration = client
        .discovery(
          issuer,
          clientId,
          clientSecret === undefined ? { token_endpoint_auth_method: 'none' } : undefined,
          clientSecret === undefined ? client.None() : client.ClientSecretBasic(clientSecret),
          // eslint-disable-next-line @typescript-eslint/no-deprecated -- plain http on this machine only
          insecure ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
        )
        .catch((error: unknown) => {
          this.configuration = null;
          throw error;
        });
    }
    return this.configuration;
  }

  async start(): Promise<OidcStart> {
    const config = await this.config();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUrl,
      scope: this.settings.scopes,
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, codeVerifier, nonce };
  }

  /** The state of a callback query string (`code=…&state=…`), to find its start. */
  static stateOf(respuesta: string): string | null {
    const params = new URLSearchParams(respuesta.replace(/^[?#]/, ''));
    const state = params.get('state');
    return state === null || state === '' ? null : state;
  }

  /**
   * Exchanges the code (with the PKCE verifier) and checks the ID token (signature, issuer,
   * audience, expiry, nonce) and the state; answers the issuer and the claims of the ID token,
   * completed by the userinfo endpoint when it lacks one of the `wanted` groups of claims (the
   * email, the DNI, the names, the affiliation: each group holds the names one datum may have).
   */
  async verify(
    respuesta: string,
    expected: { state: string; codeVerifier: string; nonce: string },
    wanted: readonly (readonly string[])[],
  ): Promise<{ issuer: string; claims: Record<string, unknown> }> {
    const config = await this.config();
    const callback = new URL(this.settings.redirectUrl);
    callback.search = new URLSearchParams(respuesta.replace(/^[?#]/, '')).toString();
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (idClaims === undefined) {
      throw new Error('no ID token');
    }
    let claims: Record<string, unknown> = { ...idClaims };
    const lacking = wanted.some((names) => pickAttribute(claims, names) === null);
    if (lacking && config.serverMetadata().userinfo_endpoint) {
      const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      claims = { ...info, ...claims };
    }
    return { issuer: config.serverMetadata().issuer, claims };
  }
}
