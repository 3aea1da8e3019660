import { and, asc, eq, gt, inArray, isNull, lt, max, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../companies/companies.table.ts';
import { offerChanges } from './offer-changes.table.ts';
import type { ListableOffer } from './offer-index.ts';
import type { OfferText } from './offer-text-index.ts';
import type { OfferListRow } from './offers.repository.ts';
import { offerDegrees, offers, offerStates } from './offers.table.ts';

const listableColumns = {
  id: offers.id,
  companyId: offers.companyId,
  familia: offers.familia,
  fechaPublicacion: offers.fechaPublicacion,
  deadline: offers.fechaFinInscripcion,
  startsOn: offers.fechaInicio,
  provincia: offers.idProvincia,
  paraIntermediacion: offers.paraIntermediacion,
  contrato: offers.idTipoContrato,
  salario: offers.idRangoSalarial,
  areaFuncional: offers.idAreaFuncional,
  tituloPrograma: offers.idPrograma,
  tiposFormacion: offers.idTipoFormacion,
};

/** One listable offer as the index filters it, as the text index searches it and as lists show it. */
export interface Listable {
  offer: ListableOffer;
  text: OfferText;
  row: OfferListRow;
}

/**
 * The offers a candidate list may show (active, not deleted, of an unblocked company), all of
 * them or only those among `where` (ids or companies that changed), with their text.
 */
export async function listableOffers(db: Db, where?: SQL): Promise<Listable[]> {
  const listable = and(
    eq(offers.estado, offerStates.ACTIVE),
    isNull(offers.eliminadaAt),
    eq(companies.bloqueada, false),
    where,
  );
  const [rows, degreeRows] = await Promise.all([
    db
      .select({
        ...listableColumns,
        titulo: offers.titulo,
        requisitos: offers.requisitos,
        descripcion: offers.descripcion,
        curricular: offers.curricular,
        empresa: companies.nombreComercial,
      })
      .from(offers)
      .innerJoin(companies, eq(companies.id, offers.companyId))
      .where(listable),
    db
      .select({ offerId: offerDegrees.offerId, idTitulacion: offerDegrees.idTitulacion })
      .from(offerDegrees)
      .innerJoin(offers, eq(offers.id, offerDegrees.offerId))
      .innerJoin(companies, eq(companies.id, offers.companyId))
      .where(listable),
  ]);
  const degrees = new Map<number, number[]>();
  for (const d of degreeRows) {
    const list = degrees.get(d.offerId);
    if (list) {
      list.push(d.idTitulacion);
    } else {
      degrees.set(d.offerId, [d.idTitulacion]);
    }
  }
  return rows.map(
    ({ fechaPublicacion, titulo, requisitos, descripcion, curricular, empresa, ...row }) => {
      const offerDegreeIds = degrees.get(row.id) ?? [];
      return {
        row: {
          id: row.id,
          familia: row.familia,
          titulo,
          curricular,
          estado: offerStates.ACTIVE,
          idProvincia: row.provincia,
          fechaPublicacion,
          empresa,
        },
        // Object.assign on the fresh rest object: new keys after a leading spread are slow in V8,
        // and the index reads every listable offer.
        offer: Object.assign(row, {
          publishedAt: fechaPublicacion.getTime(),
          degrees: offerDegreeIds,
        }),
        text: {
          id: row.id,
          familia: row.familia,
          titulo,
          requisitos,
          descripcion,
          empresa,
          degrees: offerDegreeIds,
        },
      };
    },
  );
}

export const offersWithIds = (ids: readonly number[]) => inArray(offers.id, [...ids]);
export const offersOfCompanies = (ids: readonly number[]) => inArray(offers.companyId, [...ids]);

/** The latest change id (0 before any). */
export async function lastChangeId(db: Db): Promise<number> {
  const rows = await db.select({ id: max(offerChanges.id) }).from(offerChanges);
  return rows[0]?.id ?? 0;
}

/** Changes after `afterId`, oldest first, at most `limit`. */
export function changesSince(db: Db, afterId: number, limit: number) {
  return db
    .select({
      id: offerChanges.id,
      offerId: offerChanges.offerId,
      companyId: offerChanges.companyId,
    })
    .from(offerChanges)
    .where(gt(offerChanges.id, afterId))
    .orderBy(asc(offerChanges.id))
    .limit(limit);
}

/** Forgets changes older than `before` (every process has applied them by then). */
export async function pruneChanges(db: Db, before: Date): Promise<void> {
  await db.delete(offerChanges).where(lt(offerChanges.at, before));
}
