import { offerProfileOf, offerStateNames, type OfferItem } from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { slugify } from '../../lib/slug.ts';
import { provincias } from '../domains/data/index.ts';
import type { OfferListRow } from './offers.repository.ts';

const provinceNames = new Map(provincias.map((p) => [p.id, p.nombre]));

/** The web builds /ofertas-…/{urlAcceso}; the id in front keeps it unique and resolvable. */
export const offerUrl = (id: number, titulo: string) => `${String(id)}-${slugify(titulo)}`;

export function toOfferItem(row: OfferListRow): OfferItem {
  const { idPerfil, paraTitulados } = offerProfileOf(row.familia);
  return {
    idOferta: row.id,
    empresa: row.empresa,
    titulo: row.titulo,
    curricular: row.familia === 'practicas' ? row.curricular : null,
    paraTitulados,
    idperfil: idPerfil,
    estado: offerStateNames[row.estado] ?? String(row.estado),
    fecha: toDdMmYyyy(row.fechaPublicacion),
    provincia: row.idProvincia === null ? null : (provinceNames.get(row.idProvincia) ?? null),
    urlAcceso: offerUrl(row.id, row.titulo),
    documentacionPendienteFirma: {},
  };
}
