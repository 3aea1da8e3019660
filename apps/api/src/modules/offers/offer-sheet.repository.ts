import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { companies } from '../companies/companies.table.ts';
import { programmes } from '../programmes/programmes.table.ts';
import { offerDegrees, offerLanguages, offers } from './offers.table.ts';

const offerDetailQuery = preparedPerDatabase((db) =>
  db
    .select({
      offer: offers,
      company: companies,
      programme: programmes,
      degreeIds: sql<
        number[]
      >`coalesce((select json_agg(${offerDegrees.idTitulacion} order by ${offerDegrees.idTitulacion}) from ${offerDegrees} where ${offerDegrees.offerId} = ${offers.id}), '[]'::json)`,
      languages: sql<
        { idIdioma: number; idNivel: number }[]
      >`coalesce((select json_agg(json_build_object('idIdioma', ${offerLanguages.idIdioma}, 'idNivel', ${offerLanguages.idNivel}) order by ${offerLanguages.idIdioma}) from ${offerLanguages} where ${offerLanguages.offerId} = ${offers.id}), '[]'::json)`,
    })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .leftJoin(programmes, eq(programmes.id, offers.idPrograma))
    .where(eq(offers.id, sql.placeholder('id')))
    .prepare('offer_sheet_detail'),
);

/**
 * An offer with its company, degrees, languages and programme (null when it does not exist), in
 * one round trip: the degrees and languages come as JSON arrays beside the row.
 */
export async function findOfferDetail(db: Db, id: number) {
  const rows = await offerDetailQuery(db).execute({ id });
  return rows[0] ?? null;
}

export type OfferDetail = NonNullable<Awaited<ReturnType<typeof findOfferDetail>>>;

/** Programme titles by id (labels of the tituloPrograma facet). */
export async function programmeTitles(db: Db, ids: readonly number[]) {
  if (ids.length === 0) {
    return new Map<number, string>();
  }
  const rows = await db
    .select({ id: programmes.id, titulo: programmes.titulo })
    .from(programmes)
    .where(inArray(programmes.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.titulo]));
}
