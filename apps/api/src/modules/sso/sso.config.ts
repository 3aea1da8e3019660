import { pathFor } from '@portal/contracts';
import { readFileSync } from 'node:fs';
import { EnvError, type Env } from '../../config/env.ts';

export interface OidcSettings {
  protocol: 'oidc';
  issuer: URL;
  clientId: string;
  clientSecret: string | undefined;
  scopes: string;
  redirectUrl: string;
}

export interface SamlSettings {
  protocol: 'saml';
  entryPoint: string;
  idpCert: string;
  spEntityId: string;
  idpEntityId: string | undefined;
  /** Where /acceso lives (the OIDC redirect URL; SAML answers are bounced there). */
  redirectUrl: string;
  /** The assertion consumer service (the HTTP-POST binding target). */
  acsUrl: string;
}

export interface SsoSettings {
  provider: OidcSettings | SamlSettings;
  emailAttributes: readonly string[];
  dniAttributes: readonly string[];
  givenNameAttributes: readonly string[];
  surnameAttributes: readonly string[];
  affiliationAttributes: readonly string[];
}

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const publicUrl = (env: Env) =>
  (env.PUBLIC_URL ?? `http://localhost:${String(env.PORT)}`).replace(/\/$/, '');

/** PEM text as given, or read from the path given (a bad path stops the start-up). */
function pemOf(value: string): string {
  const text = value.includes('-----BEGIN') ? value : readFileSync(value, 'utf8');
  return text.replace(/\\n/g, '\n').trim();
}

/**
 * The single sign-on settings, or null when SSO_PROTOCOL is unset. A protocol with a missing key
 * stops the start-up naming every key (like the environment schema).
 */
export function ssoSettingsOf(
  env: Env,
  paths: { acs: string; metadata: string },
): SsoSettings | null {
  if (env.SSO_PROTOCOL === undefined) {
    return null;
  }
  const missing = (keys: Record<string, string | undefined>) => {
    const absent = Object.entries(keys)
      .filter(([, v]) => v === undefined || v.trim() === '')
      .map(([k]) => `${k}: required when SSO_PROTOCOL=${String(env.SSO_PROTOCOL)}`);
    if (absent.length > 0) {
      throw new EnvError(absent);
    }
  };
  const redirectUrl = env.SSO_REDIRECT_URL ?? `${publicUrl(env)}${pathFor('acceso')}`;
  const common = {
    emailAttributes: list(env.SSO_EMAIL_ATTRIBUTES),
    dniAttributes: list(env.SSO_DNI_ATTRIBUTES),
    givenNameAttributes: list(env.SSO_GIVEN_NAME_ATTRIBUTES),
    surnameAttributes: list(env.SSO_SURNAME_ATTRIBUTES),
    affiliationAttributes: list(env.SSO_AFFILIATION_ATTRIBUTES),
  };
  if (env.SSO_PROTOCOL === 'oidc') {
    missing({ SSO_OIDC_ISSUER: env.SSO_OIDC_ISSUER, SSO_OIDC_CLIENT_ID: env.SSO_OIDC_CLIENT_ID });
    return {
      ...common,
      provider: {
        protocol: 'oidc',
        issuer: new URL(env.SSO_OIDC_ISSUER ?? ''),
        clientId: env.SSO_OIDC_CLIENT_ID ?? '',
        clientSecret: env.SSO_OIDC_CLIENT_SECRET === '' ? undefined : env.SSO_OIDC_CLIENT_SECRET,
        scopes: env.SSO_OIDC_SCOPES,
        redirectUrl,
      },
    };
  }
  missing({
    SSO_SAML_ENTRY_POINT: env.SSO_SAML_ENTRY_POINT,
    SSO_SAML_IDP_CERT: env.SSO_SAML_IDP_CERT,
  });
  return {
    ...common,
    provider: {
      protocol: 'saml',
      entryPoint: env.SSO_SAML_ENTRY_POINT ?? '',
      idpCert: pemOf(env.SSO_SAML_IDP_CERT ?? ''),
      spEntityId: env.SSO_SAML_SP_ENTITY_ID ?? `${publicUrl(env)}${paths.metadata}`,
      idpEntityId: env.SSO_SAML_IDP_ENTITY_ID,
      redirectUrl,
      acsUrl: `${publicUrl(env)}${paths.acs}`,
    },
  };
}
