import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../applications/applications.table.ts';
import { ESTADO_CANDIDATURA } from '../domains/data/index.ts';
import { offers } from '../offers/offers.table.ts';

/**
 * Which of a company's offers to list. `companyId` always comes from the token; the filters of
 * issue 5 (estado, date, titulo, type, omitirLeidos, caducanPronto, soloConCandidatos) go here.
 */
export interface ProcessSearch {
  companyId: number;
}

function processConditions(search: ProcessSearch): SQL[] {
  return [eq(offers.companyId, search.companyId)];
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
      numCandidatos: sql<number>`count(${applications.id})`.mapWith(Number),
      numCandidatosNoLeidos:
        sql<number>`count(${applications.id}) filter (where not ${applications.leidaPorEmpresa})`.mapWith(
          Number,
        ),
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
    .orderBy(desc(offers.fechaPublicacion), desc(offers.id));
}

export type ProcessRow = Awaited<ReturnType<typeof listProcesses>>[number];
