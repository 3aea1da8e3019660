import {
  offerProfileOf,
  offerStateNames,
  type CandidateOfferItem,
  type MyApplicationSummary,
  type OfferItem,
  slugify,
} from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { provinceName } from '../domains/domain-lookups.ts';
import { highlight, snippet, type SnippetSource } from './highlight.ts';
import type { OfferListRow } from './offers.repository.ts';

/** The web builds /ofertas-…/{urlAcceso}; the id in front keeps it unique and resolvable. */
export const offerUrl = (id: number, titulo: string) => `${String(id)}-${slugify(titulo)}`;

type ItemRow = Pick<
  OfferListRow,
  | 'id'
  | 'familia'
  | 'titulo'
  | 'curricular'
  | 'estado'
  | 'idProvincia'
  | 'fechaPublicacion'
  | 'empresa'
>;

export function toOfferItem(
  row: ItemRow,
  pendingSignature: Record<string, string> = {},
): OfferItem {
  const { idPerfil, paraTitulados } = offerProfileOf(row.familia);
  return {
    idOferta: row.id,
    empresa: row.empresa,
    titulo: row.titulo,
    curricular: row.familia === 'practicas' ? row.curricular : null,
    paraTitulados,
    idperfil: idPerfil,
    idEstado: row.estado,
    estado: offerStateNames[row.estado] ?? String(row.estado),
    fecha: toDdMmYyyy(row.fechaPublicacion),
    provincia: provinceName(row.idProvincia),
    urlAcceso: offerUrl(row.id, row.titulo),
    documentacionPendienteFirma: pendingSignature,
  };
}

/**
 * The shared part of a list entry, built once per row: the service shares a page's rows between
 * requests until an offer changes (slug, dates and names are not rebuilt for every candidate).
 */
const listItems = new WeakMap<OfferListRow, OfferItem>();

/** A list entry with my application and, when searching, the highlighted title and snippet. */
export function toCandidateOfferItem(
  row: OfferListRow,
  mine: { summary: MyApplicationSummary; pendingSignature: Record<string, string> } | null,
  search: { terms: readonly string[]; description: SnippetSource } | null,
): CandidateOfferItem {
  let item = listItems.get(row);
  if (!item) {
    item = toOfferItem(row);
    listItems.set(row, item);
  }
  // Field by field rather than `{ ...item, candidatura, resaltado }`: V8 (Node 20) adds each new
  // key after a leading spread on a slow path, about 4 µs an entry against 0.2 µs here.
  return {
    idOferta: item.idOferta,
    empresa: item.empresa,
    titulo: item.titulo,
    curricular: item.curricular,
    paraTitulados: item.paraTitulados,
    idperfil: item.idperfil,
    idEstado: item.idEstado,
    estado: item.estado,
    fecha: item.fecha,
    provincia: item.provincia,
    urlAcceso: item.urlAcceso,
    documentacionPendienteFirma: mine?.pendingSignature ?? {},
    candidatura: mine?.summary ?? null,
    resaltado: search ? highlighted(row, search.description, search.terms) : null,
  };
}

/**
 * Highlights per search, kept with the description's cleaned text (which the read model keeps
 * for a bounded number of offers, and forgets with the row when the offer changes).
 */
const highlights = new WeakMap<
  SnippetSource,
  Map<string, NonNullable<CandidateOfferItem['resaltado']>>
>();

function highlighted(row: OfferListRow, source: SnippetSource, terms: readonly string[]) {
  let byTerms = highlights.get(source);
  if (!byTerms) {
    byTerms = new Map();
    highlights.set(source, byTerms);
  }
  const key = terms.join('\u0000');
  let found = byTerms.get(key);
  if (!found) {
    if (byTerms.size >= 20) {
      byTerms.clear();
    }
    found = { titulo: highlight(row.titulo, terms), descripcion: snippet(source, terms) };
    byTerms.set(key, found);
  }
  return found;
}
