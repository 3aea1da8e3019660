import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../companies/companies.table.ts';
import { programmes } from '../programmes/programmes.table.ts';
import { offerDegrees, offerLanguages, offers } from './offers.table.ts';

/** An offer with its company, degrees, languages and programme (null when it does not exist). */
export async function findOfferDetail(db: Db, id: number) {
  const rows = await db
    .select({ offer: offers, company: companies })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(eq(offers.id, id));
  const found = rows[0];
  if (!found) {
    return null;
  }
  const [degrees, languages, programme] = await Promise.all([
    db
      .select({ id: offerDegrees.idTitulacion })
      .from(offerDegrees)
      .where(eq(offerDegrees.offerId, id)),
    db
      .select({ idIdioma: offerLanguages.idIdioma, idNivel: offerLanguages.idNivel })
      .from(offerLanguages)
      .where(eq(offerLanguages.offerId, id)),
    found.offer.idPrograma === null
      ? Promise.resolve([])
      : db.select().from(programmes).where(eq(programmes.id, found.offer.idPrograma)),
  ]);
  return {
    ...found,
    degreeIds: degrees.map((d) => d.id),
    languages,
    programme: programme[0] ?? null,
  };
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
