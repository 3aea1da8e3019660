import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../config/env.ts';
import { candidateKindOf } from './sso-first-sign-in.ts';
import { normaliseAffiliations, normaliseDni, pickAllAttributes } from './sso-identity.ts';
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
  it('keeps the document of schacPersonalUniqueID values, in the record spelling', () => {
    expect(normaliseDni('urn:schac:personalUniqueID:es:DNI:12345678z')).toBe('12345678Z');
    expect(normaliseDni('urn:schac:personalUniqueID:es:DNI:1234567l')).toBe('01234567L');
    expect(normaliseDni('x1234567-l')).toBe('X1234567L');
    expect(normaliseDni('no es un dni')).toBeNull();
    expect(normaliseDni(null)).toBeNull();
  });
});

describe('attributes of Spanish academic federations', () => {
  it('are the defaults: mail, schacPersonalUniqueID, names and eduPerson affiliations', () => {
    const saml = settings({
      SSO_PROTOCOL: 'saml',
      SSO_SAML_ENTRY_POINT: 'https://idp.universidad.es/sso',
      SSO_SAML_IDP_CERT: '-----BEGIN CERTIFICATE-----\\nMIIB\\n-----END CERTIFICATE-----',
    });
    expect(saml?.emailAttributes).toContain('mail');
    expect(saml?.dniAttributes).toEqual(
      expect.arrayContaining(['schacPersonalUniqueID', 'urn:oid:1.3.6.1.4.1.25178.1.2.15']),
    );
    expect(saml?.givenNameAttributes).toEqual(['givenName', 'given_name', 'urn:oid:2.5.4.42']);
    expect(saml?.surnameAttributes).toEqual(['sn', 'family_name', 'urn:oid:2.5.4.4']);
    expect(saml?.affiliationAttributes.slice(0, 4)).toEqual([
      'eduPersonScopedAffiliation',
      'eduPersonAffiliation',
      'urn:oid:1.3.6.1.4.1.5923.1.1.1.9',
      'urn:oid:1.3.6.1.4.1.5923.1.1.1.1',
    ]);
  });

  it('read every value of a multi-valued affiliation, scoped ones by their part before @', () => {
    const values = pickAllAttributes(
      {
        eduPersonScopedAffiliation: ['Member@uni.es', 'student@uni.es'],
        eduPersonAffiliation: 'alum',
      },
      ['eduPersonScopedAffiliation', 'eduPersonAffiliation'],
    );
    expect(normaliseAffiliations(values)).toEqual(['member', 'student', 'alum']);
  });

  it('make a student and/or a graduate of a new person; staff only is refused', () => {
    expect(candidateKindOf(['student', 'member'], 'es')).toEqual({
      conPracticas: true,
      conEmpleo: false,
    });
    expect(candidateKindOf(['alum'], 'es')).toEqual({ conPracticas: false, conEmpleo: true });
    expect(candidateKindOf(['student', 'alum'], 'es')).toEqual({
      conPracticas: true,
      conEmpleo: true,
    });
    expect(candidateKindOf([], 'es')).toEqual({ conPracticas: true, conEmpleo: false });
    expect(() => candidateKindOf(['staff', 'employee', 'member'], 'en')).toThrow(
      /for its students and graduates/,
    );
  });
});
