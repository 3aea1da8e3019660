/** A unique-index violation (SQLSTATE 23505), however the driver or Drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e: unknown = error;
    typeof e === 'object' && e !== null;
    e = (e as { cause?: unknown }).cause
  ) {
    if ((e as { code?: unknown }).code === '23505') {
      return true;
    }
  }
  return false;
}
