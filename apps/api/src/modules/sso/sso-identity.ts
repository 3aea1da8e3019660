import { AppError } from '../../lib/app-error.ts';
import { Codes } from '@portal/contracts';

/** What a genuine identity provider answer asserts about the person who signed in. */
export interface AssertedIdentity {
  /** The identity provider (OIDC issuer, SAML Issuer). */
  issuer: string;
  /** Its stable identifier of the person (OIDC `sub`, SAML NameID). */
  subject: string;
  email: string | null;
  dni: string | null;
}

/** The provider's answer, once checked: who signed in and which start it answers. */
export interface VerifiedAnswer {
  identity: AssertedIdentity;
  surveyRef: string | null;
}

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** The first non-empty text among the claims / attributes named. */
export function pickAttribute(
  source: Record<string, unknown>,
  names: readonly string[],
): string | null {
  for (const name of names) {
    const value = first(source[name]);
    if (typeof value === 'string' && value.trim() !== '') {
      return value.trim();
    }
  }
  return null;
}

/**
 * A DNI/NIE as the portal stores it: `schacPersonalUniqueID` values
 * (`urn:schac:personalUniqueID:es:DNI:12345678Z`) keep their last part; upper case, no spaces.
 */
export function normaliseDni(value: string | null): string | null {
  if (value === null) {
    return null;
  }
  const last = value.split(':').pop() ?? '';
  const dni = last.replace(/[\s-]/g, '').toUpperCase();
  return /^[0-9XYZ][0-9]{7}[A-Z]$/.test(dni) ? dni : null;
}

export function normaliseEmail(value: string | null): string | null {
  if (value === null) {
    return null;
  }
  const email = value.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}

/** The refusal of every single sign-on call: 515 (HTTP 422) with a message for the user. */
export function ssoRefusal(message: string, datos?: unknown): AppError {
  return new AppError(Codes.SERVER_MESSAGE, {
    message,
    ...(datos === undefined ? {} : { datos }),
  });
}
