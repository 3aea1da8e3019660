const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

/** Local part: no spaces, '@' or unquoted specials; no leading, trailing or doubled dot. */
const LOCAL_PART = /^[^\s@.()<>[\]\\,;:"]+(?:\.[^\s@.()<>[\]\\,;:"]+)*$/u;
/** Domain labels of letters, digits and inner hyphens; at least one dot; TLD of 2+ letters. */
const DOMAIN = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;
/** Letters written with a diacritic (á, é, ñ, ü, ç, …): they decompose into a base and a mark. */
const COMBINING_MARK = /\p{M}/u;

/** True when the text has a letter with an accent, tilde, diaeresis or other diacritic. */
export function hasAccentedLetters(value: string): boolean {
  return COMBINING_MARK.test(value.normalize('NFD'));
}

/** General email check: one '@', a sensible local part and a domain with a dot. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  const at = email.lastIndexOf('@');
  if (email.length > MAX_EMAIL_LENGTH || at <= 0 || email.indexOf('@') !== at) {
    return false;
  }
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  return local.length <= MAX_LOCAL_PART_LENGTH && LOCAL_PART.test(local) && DOMAIN.test(domain);
}

/**
 * Email of a management contact: must contain '@' and a dot and no accented letters.
 * On top of that literal rule it must pass the general check.
 */
export function isValidEmailSinAcentos(value: string): boolean {
  return (
    value.includes('@') && value.includes('.') && !hasAccentedLetters(value) && isValidEmail(value)
  );
}
