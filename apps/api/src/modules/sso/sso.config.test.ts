import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../config/env.ts';
import { normaliseDni } from './sso-identity.ts';
import { ssoSettingsOf } from './sso.config.ts';

const paths = { acs: '/api/Publico/respuestaLoginIntegrado', metadata: '/api/Publico/metadata' };
const settings = (env: Record<string, string>) => ssoSettingsOf(parseEnv(env), paths);

describe('single sign-on settings', () => {
  it('are off without SSO_PROTOCOL', () => {
    expect(settings({})).toBeNull();
    expect(settings({ SSO_PROTOCOL: '' })).toBeNull();
  });

  it('stop the start-up naming every missing key of the chosen protocol', () => {
    expect(() => settings({ SSO_PROTOCOL: 'oidc' })).toThrow(EnvError);
    expect(() => settings({ SSO_PROTOCOL: 'oidc' })).toThrow(
      /SSO_OIDC_ISSUER.*\n.*SSO_OIDC_CLIENT_ID/,
    );
    expect(() => settings({ SSO_PROTOCOL: 'saml' })).toThrow(
      /SSO_SAML_ENTRY_POINT.*\n.*SSO_SAML_IDP_CERT/,
    );
    expect(() => parseEnv({ SSO_PROTOCOL: 'cas' })).toThrow(/SSO_PROTOCOL/);
  });

  it('default the callback to PUBLIC_URL/acceso and the SAML audience to the metadata URL', () => {
    const oidc = settings({
      PUBLIC_URL: 'https://empleo.universidad.es/',
      SSO_PROTOCOL: 'oidc',
      SSO_OIDC_ISSUER: 'https://idp.universidad.es',
      SSO_OIDC_CLIENT_ID: 'portal',
    });
    expect(oidc?.provider).toMatchObject({
      protocol: 'oidc',
      redirectUrl: 'https://empleo.universidad.es/acceso',
      clientSecret: undefined,
      scopes: 'openid email profile',
    });
    const saml = settings({
      PUBLIC_URL: 'https://empleo.universidad.es',
      SSO_PROTOCOL: 'saml',
      SSO_SAML_ENTRY_POINT: 'https://idp.universidad.es/sso',
      SSO_SAML_IDP_CERT: '-----BEGIN CERTIFICATE-----\\nMIIB\\n-----END CERTIFICATE-----',
    });
    expect(saml?.provider).toMatchObject({
      protocol: 'saml',
      spEntityId: 'https://empleo.universidad.es/api/Publico/metadata',
      acsUrl: 'https://empleo.universidad.es/api/Publico/respuestaLoginIntegrado',
      idpCert: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
    });
  });
});

describe('normaliseDni', () => {
  it('keeps the document of schacPersonalUniqueID values, upper case', () => {
    expect(normaliseDni('urn:schac:personalUniqueID:es:DNI:12345678z')).toBe('12345678Z');
    expect(normaliseDni('x1234567-l')).toBe('X1234567L');
    expect(normaliseDni('no es un dni')).toBeNull();
    expect(normaliseDni(null)).toBeNull();
  });
});
