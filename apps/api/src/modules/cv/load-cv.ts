import { Codes } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './cv.repository.ts';

/** The candidate's profile or 404 (a token of a removed candidate). */
export async function requireProfile(db: Db, candidateId: number) {
  const profile = await repo.findProfile(db, candidateId);
  if (!profile) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return profile;
}

/** Profile and every part of the CV. */
export async function loadCv(ctx: AppContext, candidateId: number) {
  const cv = await repo.findCv(ctx.db, candidateId);
  if (!cv) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return cv;
}
