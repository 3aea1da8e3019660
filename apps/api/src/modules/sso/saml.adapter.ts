import {
  SAML,
  ValidateInResponseTo,
  generateServiceProviderMetadata,
  type CacheProvider,
  type Profile,
} from '@node-saml/node-saml';
import type { SamlSettings } from './sso.config.ts';

/** How long the provider has to answer an AuthnRequest. */
export const SAML_REQUEST_TTL_MS = 10 * 60 * 1000;

/**
 * SAML 2.0 with `@node-saml/node-saml`: AuthnRequests by the HTTP-Redirect binding, answers by
 * HTTP-POST. The answer must be signed by the configured certificate (the assertion at least),
 * name the portal as audience, come from the configured issuer (when set), be within its validity
 * window and be InResponseTo a request this portal made (`requests`, backed by the database).
 */
export class SamlAdapter {
  constructor(private readonly settings: SamlSettings) {}

  private saml(requests: CacheProvider): SAML {
    const s = this.settings;
    return new SAML({
      entryPoint: s.entryPoint,
      issuer: s.spEntityId,
      callbackUrl: s.acsUrl,
      idpCert: s.idpCert,
      audience: s.spEntityId,
      ...(s.idpEntityId ? { idpIssuer: s.idpEntityId } : {}),
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
      cacheProvider: requests,
      acceptedClockSkewMs: 60_000,
      identifierFormat: null,
      disableRequestedAuthnContext: true,
    });
  }

  /** The provider's sign-on URL with a fresh AuthnRequest; `requests.saveAsync` gets its ID. */
  start(relayState: string, requests: CacheProvider): Promise<string> {
    return this.saml(requests).getAuthorizeUrlAsync(relayState, undefined, {});
  }

  /** The checked profile of a base64 SAMLResponse (throws when anything does not hold). */
  async verify(samlResponse: string, requests: CacheProvider): Promise<Profile> {
    const { profile } = await this.saml(requests).validatePostResponseAsync({
      SAMLResponse: samlResponse,
    });
    if (profile === null) {
      throw new Error('not a sign-in answer');
    }
    // node-saml reads idpIssuer for some messages only: the issuer is checked here for all.
    const { idpEntityId } = this.settings;
    if (idpEntityId !== undefined && profile.issuer !== idpEntityId) {
      throw new Error(`unexpected issuer ${profile.issuer}`);
    }
    return profile;
  }

  metadata(): string {
    return generateServiceProviderMetadata({
      issuer: this.settings.spEntityId,
      callbackUrl: this.settings.acsUrl,
      wantAssertionsSigned: true,
      identifierFormat: null,
    });
  }
}
