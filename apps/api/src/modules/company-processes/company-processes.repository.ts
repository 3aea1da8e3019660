import { and, between, desc, eq, gte, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../applications/applications.table.ts';
import { ESTADO_CANDIDATURA } from '../domains/data/index.ts';
import { offers, offerStates, type OfferFamily } from '../offers/offers.table.ts';
import { containsWord, searchWords } from '../../lib/sql-search.ts';

/**
 * Which of a company's offers to list. `companyId` always comes from the token; the rest are the
 * filters of "my offers" (estado, date, titulo, type, omitirLeidos, caducanPronto,
 * soloConCandidatos). Deleted offers are never listed.
 */
export interface ProcessSearch {
  companyId: number;
  estado?: number;
  /** Published on or after this day (YYYY-MM-DD, in Spain). */
  desde?: string;
  /** Words of the title, accent- and case-insensitive. */
  titulo?: string;
  familia?: OfferFamily;
  /** Only offers with unread candidates. */
  soloNoLeidos?: boolean;
  /** Active offers whose application deadline falls in [from, to] (YYYY-MM-DD). */
  caducanEntre?: { from: string; to: string };
  soloConCandidatos?: boolean;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function processConditions(search: ProcessSearch): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(offers.companyId, search.companyId),
    isNull(offers.eliminadaAt),
    search.estado === undefined ? undefined : eq(offers.estado, search.estado),
    search.familia === undefined ? undefined : eq(offers.familia, search.familia),
    search.desde === undefined
      ? undefined
      : gte(sql`(${offers.fechaPublicacion} AT TIME ZONE 'Europe/Madrid')::date`, search.desde),
    search.caducanEntre === undefined
      ? undefined
      : and(
          eq(offers.estado, offerStates.ACTIVE),
          between(offers.fechaFinInscripcion, search.caducanEntre.from, search.caducanEntre.to),
        ),
    ...searchWords(search.titulo).map((word) => containsWord(offers.titulo, word)),
  ];
  return conditions.filter((c) => c !== undefined);
}

const liveApplications = sql`count(${applications.id})`;
const unreadApplications = sql`count(${applications.id}) filter (where not ${applications.leidaPorEmpresa})`;

function havingConditions(search: ProcessSearch): SQL | undefined {
  return and(
    search.soloConCandidatos ? sql`${liveApplications} > 0` : undefined,
    search.soloNoLeidos ? sql`${unreadApplications} > 0` : undefined,
  );
}

/**
 * The company's offers with their candidate counts; applications withdrawn by the candidate do
 * not count. Newest first.
 */
export function listProcesses(db: Db, search: ProcessSearch) {
  return db
    .select({
      id: offers.id,
      titulo: offers.titulo,
      familia: offers.familia,
      estado: offers.estado,
      fechaPublicacion: offers.fechaPublicacion,
      fechaFinInscripcion: offers.fechaFinInscripcion,
      motivoRechazo: offers.motivoRechazo,
      numCandidatos: sql<number>`${liveApplications}`.mapWith(Number),
      numCandidatosNoLeidos: sql<number>`${unreadApplications}`.mapWith(Number),
    })
    .from(offers)
    .leftJoin(
      applications,
      and(
        eq(applications.offerId, offers.id),
        ne(applications.estado, ESTADO_CANDIDATURA.RETIRADA),
      ),
    )
    .where(and(...processConditions(search)))
    .groupBy(offers.id)
    .having(havingConditions(search))
    .orderBy(desc(offers.fechaPublicacion), desc(offers.id));
}

export type ProcessRow = Awaited<ReturnType<typeof listProcesses>>[number];
