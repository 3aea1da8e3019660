import { AppError } from '../../lib/app-error.ts';
import { canonicalDocumentId, Codes } from '@portal/contracts';

/** What a genuine identity provider answer asserts about the person who signed in. */
export interface AssertedIdentity {
  /** The identity provider (OIDC issuer, SAML Issuer). */
  issuer: string;
  /** Its stable identifier of the person (OIDC `sub`, SAML NameID). */
  subject: string;
  email: string | null;
  /** The DNI/NIE in the record's spelling (`canonicalDocumentId`). */
  dni: string | null;
  givenName: string | null;
  surname: string | null;
  /** eduPerson affiliations, lower case, scope dropped (`student@uni.es` → `student`). */
  affiliations: readonly string[];
}

/** Only hashes of states, request IDs and link tokens are kept. */

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

/** Every text value of every claim / attribute named (multi-valued ones fully), in order. */
export function pickAllAttributes(
  source: Record<string, unknown>,
  names: readonly string[],
): string[] {
  return names.flatMap((name) => {
    const value = source[name];
    return (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string' && item.trim() !== '',
    );
  });
}

/**
 * A DNI/NIE as the record and the portal compare it (`canonicalDocumentId`, e.g. 01234567L):
 * `schacPersonalUniqueID` values (`urn:schac:personalUniqueID:es:DNI:12345678Z`) keep their last
 * part. Anything else (a passport number…) is no DNI/NIE: null.
 */
export function normaliseDni(value: string | null): string | null {
  if (value === null) {
    return null;
  }
  const dni = canonicalDocumentId(value.split(':').pop() ?? '');
  return /^[0-9XYZ][0-9]{7}[A-Z]$/.test(dni) ? dni : null;
}

/** `student@uni.es`, `Student` → `student`; duplicates dropped. */
export function normaliseAffiliations(values: readonly string[]): string[] {
  const plain = values.map((value) => (value.split('@')[0] ?? '').trim().toLowerCase());
  return [...new Set(plain.filter((value) => value !== ''))];
}

/** A name as the portal keeps it: trimmed, inner spaces collapsed, at most 100 characters. */
export function normaliseName(value: string | null): string | null {
  const name = value?.replace(/\s+/g, ' ').trim().slice(0, 100) ?? '';
  return name === '' ? null : name;
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
