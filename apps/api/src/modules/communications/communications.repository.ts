import { and, desc, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { communications } from './communications.table.ts';

export type Audience = (typeof communications.destinatarios.enumValues)[number];

/** Communications for these audiences whose validity window includes `today` (YYYY-MM-DD). */
export function listCurrent(db: Db, params: { audiences: readonly Audience[]; today: string }) {
  return db
    .select()
    .from(communications)
    .where(
      and(
        inArray(communications.destinatarios, [...params.audiences]),
        lte(communications.fechaDesde, params.today),
        or(isNull(communications.fechaHasta), gte(communications.fechaHasta, params.today)),
      ),
    )
    .orderBy(desc(communications.fechaDesde), desc(communications.id));
}

export type CommunicationRow = Awaited<ReturnType<typeof listCurrent>>[number];
