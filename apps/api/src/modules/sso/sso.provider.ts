import { accountCalls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { OidcAdapter } from './oidc.adapter.ts';
import { SamlAdapter } from './saml.adapter.ts';
import { ssoSettingsOf, type SsoSettings } from './sso.config.ts';

/** The configured identity provider of an app: its settings and its protocol adapter. */
export type SsoProvider =
  | { settings: SsoSettings; protocol: 'oidc'; adapter: OidcAdapter }
  | { settings: SsoSettings; protocol: 'saml'; adapter: SamlAdapter };

const providers = new WeakMap<AppContext, SsoProvider | null>();

/**
 * The provider chosen by configuration (SSO_PROTOCOL), built once per app; null without one.
 * Called when the routes are registered, so a protocol with missing keys stops the start-up.
 */
export function ssoProviderOf(ctx: AppContext): SsoProvider | null {
  const known = providers.get(ctx);
  if (known !== undefined) {
    return known;
  }
  const settings = ssoSettingsOf(ctx.env, {
    acs: accountCalls.samlAssertionConsumer.path,
    metadata: accountCalls.samlMetadata.path,
  });
  const provider: SsoProvider | null =
    settings === null
      ? null
      : settings.provider.protocol === 'oidc'
        ? { settings, protocol: 'oidc', adapter: new OidcAdapter(settings.provider) }
        : { settings, protocol: 'saml', adapter: new SamlAdapter(settings.provider) };
  providers.set(ctx, provider);
  return provider;
}

/** Whether the portal offers single sign-on (the survey access page asks too). */
export const ssoConfigured = (ctx: AppContext): boolean => ssoProviderOf(ctx) !== null;
