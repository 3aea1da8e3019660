import type { CompanyProcessItem, CompanyProcessQuery } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { spanishDay } from '../../lib/dates.ts';
import { expiresSoonUntil } from '../company-offers/company-offers.policy.ts';

/** The day (YYYY-MM-DD) `days` before `today`. */
function daysBefore(today: string, days: number): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}
import { toCompanyProcess } from './company-processes.mapper.ts';
import * as repo from './company-processes.repository.ts';

/**
 * "My offers" with the filters of the spec. A company only ever sees its own offers: the id comes
 * from the token, never from the client.
 */
export async function listCompanyProcesses(
  ctx: AppContext,
  companyId: number,
  query: Partial<CompanyProcessQuery> = {},
): Promise<CompanyProcessItem[]> {
  const today = spanishDay();
  const search: repo.ProcessSearch = {
    companyId,
    ...(query.estado === undefined ? {} : { estado: query.estado }),
    ...(query.date === undefined ? {} : { desde: daysBefore(today, query.date - 1) }),
    ...(query.titulo ? { titulo: query.titulo } : {}),
    ...(query.type === undefined ? {} : { familia: query.type }),
    soloNoLeidos: query.omitirLeidos ?? false,
    soloConCandidatos: query.soloConCandidatos ?? false,
    ...(query.caducanPronto ? { caducanEntre: { from: today, to: expiresSoonUntil(today) } } : {}),
  };
  const [rows, brand] = await Promise.all([repo.listProcesses(ctx.db, search), ctx.brand.get()]);
  return rows.map((row) => toCompanyProcess(row, brand, today));
}
