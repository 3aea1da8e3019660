import type { Communication } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { spanishDay } from '../../lib/dates.ts';
import { toCommunication } from './communications.mapper.ts';
import * as repo from './communications.repository.ts';

/** Current communications for a candidate or a company (theirs and those for everyone). */
export async function listCommunications(
  ctx: AppContext,
  role: 'alumno' | 'empresa',
): Promise<Communication[]> {
  const rows = await repo.listCurrent(ctx.db, { audiences: [role, 'todos'], today: spanishDay() });
  return rows.map(toCommunication);
}
