/** Password rule of both specs: at least 8 characters and at least one digit. */
export const PASSWORD_MIN_LENGTH = 8;

/** Counted in characters (code points), not UTF-16 units. */
const LONG_ENOUGH = new RegExp(`^.{${String(PASSWORD_MIN_LENGTH)},}$`, 'su');

export function isValidPassword(value: string): boolean {
  return LONG_ENOUGH.test(value) && /\d/.test(value);
}

/** The confirmation must repeat the password exactly ('Las contraseñas no coinciden'). */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}
