import { createHash, timingSafeEqual } from 'node:crypto';
import { Codes, type GodMode } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Constant-time comparison (equal-length digests, so the key's length does not leak either). */
export const keyMatches = (expected: string, given: string) =>
  timingSafeEqual(digest(expected), digest(given));

/** God mode needs the operator's maintenance key; without MAINTENANCE_KEY it is never granted. */
export function activateGodMode(ctx: AppContext, clave: string): GodMode {
  const expected = ctx.env.MAINTENANCE_KEY;
  if (!expected || !keyMatches(expected, clave)) {
    throw new AppError(Codes.FORBIDDEN);
  }
  return { godMode: true };
}
