import type { SsoStart } from '@portal/contracts';

/**
 * Single sign-on start (/acceso). No identity provider adapter is configured in this build, so
 * /acceso explains that single sign-on is not set up and links to the normal login.
 */
export function ssoStart(): SsoStart {
  return { configurado: false, tipo: null, url: null };
}
