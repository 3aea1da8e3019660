import { validationMessages, type FieldError } from '@portal/contracts';

/** Largest value of a PostgreSQL `integer` (ids, counts): anything beyond is not a valid id. */
export const MAX_INT32 = 2_147_483_647;

// A UTF-16 surrogate without its pair cannot be stored as UTF-8 text.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first value of a request part that no schema should have to think about: a string with a
 * NUL byte or a lone surrogate (PostgreSQL refuses both), or an integer outside the database's
 * 32-bit range. Checked on every request before its schema, so each answers 400 naming the field.
 */
export function findHostileValue(value: unknown, path: string, depth = 0): FieldError | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') || loneSurrogate.test(value)
      ? { campo: path, ...validationMessages.malformed }
      : null;
  }
  if (typeof value === 'number') {
    return Number.isInteger(value) && Math.abs(value) > MAX_INT32
      ? { campo: path, ...validationMessages.outOfRange }
      : null;
  }
  if (depth > 32 || typeof value !== 'object' || value === null) {
    return null;
  }
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const found =
      findHostileValue(key, path, depth + 1) ??
      findHostileValue(item, path === '' ? key : `${path}.${key}`, depth + 1);
    if (found) {
      return found;
    }
  }
  return null;
}

const isIdKey = (key: string) => /^(id|pagina$|porPagina$)/i.test(key);

/**
 * Path parameters and id-like query keys (`id…`, `pagina`, `porPagina`) arrive as strings: a
 * number there beyond the 32-bit range (`/dameCandidatura/99999999999`) counts as one too. Other
 * query text (a search for a 12-digit social security number) is left to its schema.
 */
export function findHostileParam(
  value: unknown,
  part: 'params' | 'querystring',
): FieldError | null {
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const items: unknown[] = Array.isArray(item) ? item : [item];
      for (const one of items) {
        if (
          (part === 'params' || isIdKey(key)) &&
          typeof one === 'string' &&
          /^\s*[-+]?\d{10,}\s*$/.test(one) &&
          Math.abs(Number(one)) > MAX_INT32
        ) {
          return { campo: key, ...validationMessages.outOfRange };
        }
      }
    }
  }
  return findHostileValue(value, '');
}

/** SQLSTATE classes a hostile value can still reach the database with: data exceptions (22xxx). */
export function isDataException(error: unknown): boolean {
  for (
    let e: unknown = error;
    typeof e === 'object' && e !== null;
    e = (e as { cause?: unknown }).cause
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) {
      return true;
    }
  }
  return false;
}
