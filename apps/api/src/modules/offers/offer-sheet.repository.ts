import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { readsTogether } from '../../db/reads-together.ts';
import { applications } from '../applications/applications.table.ts';
import { candidates } from '../candidates/candidates.table.ts';
import { companies } from '../companies/companies.table.ts';
import { programmes } from '../programmes/programmes.table.ts';
import { offerDegrees, offerLanguages, offers } from './offers.table.ts';

/**
 * An offer with its company, programme, degrees and languages (JSON arrays beside the row). Of the
 * company and the programme only what the sheets and the apply rules read: a candidate's sheet is
 * the most read answer after the lists, and every column is parsed, mapped and copied on each.
 */
const detailColumns = {
  offer: offers,
  company: {
    id: companies.id,
    cif: companies.cif,
    nombreComercial: companies.nombreComercial,
    descripcion: companies.descripcion,
    web: companies.web,
    idProvincia: companies.idProvincia,
    validada: companies.validada,
    bloqueada: companies.bloqueada,
  },
  programme: {
    id: programmes.id,
    titulo: programmes.titulo,
    slug: programmes.slug,
    dedicacion: programmes.dedicacion,
    meses: programmes.meses,
    documentosRequeridos: programmes.documentosRequeridos,
    fechaFin: programmes.fechaFin,
  },
  degreeIds: sql<
    number[]
  >`coalesce((select json_agg(${offerDegrees.idTitulacion} order by ${offerDegrees.idTitulacion}) from ${offerDegrees} where ${offerDegrees.offerId} = ${offers.id}), '[]'::json)`,
  languages: sql<
    { idIdioma: number; idNivel: number }[]
  >`coalesce((select json_agg(json_build_object('idIdioma', ${offerLanguages.idIdioma}, 'idNivel', ${offerLanguages.idNivel}) order by ${offerLanguages.idIdioma}) from ${offerLanguages} where ${offerLanguages.offerId} = ${offers.id}), '[]'::json)`,
};

const offerDetailQuery = preparedPerDatabase((db) =>
  db
    .select(detailColumns)
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .leftJoin(programmes, eq(programmes.id, offers.idPrograma))
    .where(eq(offers.id, sql.placeholder('id')))
    .prepare('offer_sheet_detail'),
);

/**
 * An offer with its company, degrees, languages and programme (null when it does not exist), in
 * one round trip.
 */
export async function findOfferDetail(db: Db, id: number) {
  const rows = await offerDetailQuery(db).execute({ id });
  return rows[0] ?? null;
}

/** The candidate's application to the offer (one at most: a unique index), as the sheet needs it. */
export interface MyApplicationToOffer {
  id: number;
  offerId: number;
  estado: number;
  pendienteFirma: boolean;
}

/** The offers and candidates asked together, paired by position (see findOfferForCandidate). */
const asked = sql`unnest(${sql.placeholder('offerIds')}::integer[], ${sql.placeholder('candidateIds')}::integer[]) with ordinality as asked(offer_id, candidate_id, n)`;

const candidateOffersQuery = preparedPerDatabase((db) =>
  db
    .select({
      ...detailColumns,
      asked: sql<number>`asked.n::integer`,
      mine: sql<MyApplicationToOffer | null>`(select json_build_object('id', ${applications.id}, 'offerId', ${applications.offerId}, 'estado', ${applications.estado}, 'pendienteFirma', ${applications.pendienteFirma}) from ${applications} where ${applications.candidateId} = asked.candidate_id and ${applications.offerId} = ${offers.id})`,
      families: sql<{
        conPracticas: boolean;
        conEmpleo: boolean;
        verificado: boolean;
      } | null>`(select json_build_object('conPracticas', ${candidates.conPracticas}, 'conEmpleo', ${candidates.conEmpleo}, 'verificado', ${candidates.verificado}) from ${candidates} where ${candidates.userId} = asked.candidate_id)`,
    })
    .from(asked)
    .innerJoin(offers, sql`${offers.id} = asked.offer_id`)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .leftJoin(programmes, eq(programmes.id, offers.idPrograma))
    .prepare('offer_sheets_for_candidates'),
);

/** The sheets asked in the same turn, in one statement: one row per offer that exists. */
const candidateOffersTogether = readsTogether(
  async (db: Db, questions: readonly { offerId: number; candidateId: number }[]) => {
    const rows = await candidateOffersQuery(db).execute({
      offerIds: questions.map((q) => q.offerId),
      candidateIds: questions.map((q) => q.candidateId),
    });
    const byPosition = new Map(rows.map((row) => [row.asked, row]));
    return questions.map((_, i) => {
      const row = byPosition.get(i + 1);
      if (!row) {
        return null;
      }
      const { asked: _position, mine, families, ...detail } = row;
      return { detail, mine, families };
    });
  },
);

/**
 * What a candidate's offer sheet reads, in one round trip shared with the sheets asked at the
 * same moment: the offer's detail, the candidate's application to it, the families their
 * profile sees and whether the academic record knows them. Null when the offer does not exist.
 */
export function findOfferForCandidate(db: Db, offerId: number, candidateId: number) {
  return candidateOffersTogether(db, { offerId, candidateId });
}

export type OfferDetail = NonNullable<Awaited<ReturnType<typeof findOfferDetail>>>;

const programmeTitlesQuery = preparedPerDatabase((db) =>
  db
    .select({ id: programmes.id, titulo: programmes.titulo })
    .from(programmes)
    .where(sql`${programmes.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('offer_programme_titles'),
);

/** Programme titles by id (labels of the tituloPrograma facet). */
export async function programmeTitles(db: Db, ids: readonly number[]) {
  if (ids.length === 0) {
    return new Map<number, string>();
  }
  const rows = await programmeTitlesQuery(db).execute({ ids: [...ids] });
  return new Map(rows.map((r) => [r.id, r.titulo]));
}
