import { type SurveyCard } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { spanishDay } from '../../lib/dates.ts';
import { toSurveyCard } from './surveys.mapper.ts';
import * as repo from './surveys.repository.ts';

/** Open surveys of the signed-in candidate or company user (home list, /encuestas, the blocker). */
export async function listUserSurveys(
  ctx: AppContext,
  userId: number,
  audience: 'alumno' | 'empresa',
): Promise<SurveyCard[]> {
  const rows = await repo.listForUser(ctx.db, { userId, audience, today: spanishDay() });
  return rows.map(toSurveyCard);
}
