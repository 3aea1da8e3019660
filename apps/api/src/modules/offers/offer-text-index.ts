import { createRequire } from 'node:module';
import MiniSearch, { type SearchOptions } from 'minisearch';
import { titulaciones } from '../domains/data/index.ts';
import type { OfferFamily } from './offers.table.ts';
import { normalize } from './search-terms.ts';
import { spanishStopwords } from './spanish-stopwords.ts';

/** What the candidate search reads of one listable offer. */
export interface OfferText {
  id: number;
  familia: OfferFamily;
  titulo: string;
  requisitos: string;
  /** HTML: tags are dropped before indexing. */
  descripcion: string;
  empresa: string;
  degrees: readonly number[];
}

const degreeName = new Map(titulaciones.map((t) => [t.id, t.descripcion]));
/** snowball-stemmers is a CommonJS module without types: the part used here, typed. */
const snowball = createRequire(import.meta.url)('snowball-stemmers') as {
  newStemmer(language: string): { stem(word: string): string };
};
const spanish = snowball.newStemmer('spanish');

/** Stems already computed (the vocabulary of a portal is bounded; the cache is emptied if not). */
const stems = new Map<string, string>();
const STEMS_MAX = 500_000;

/** A folded word's Spanish stem (Snowball, as PostgreSQL's `spanish` configuration). */
export function stem(word: string): string {
  let out = stems.get(word);
  if (out === undefined) {
    out = spanish.stem(word);
    if (stems.size >= STEMS_MAX) {
      stems.clear();
    }
    stems.set(word, out);
  }
  return out;
}

const words = (text: string) => normalize(text).split(/[^a-z0-9]+/);

/** Title first, as the SQL ranking weighed it (title A, requirements B, description C). */
const BOOST = { titulo: 4, empresa: 2, requisitos: 1.5, descripcion: 1, titulaciones: 0.5 };
const STEM_FIELDS = Object.keys(BOOST);
/** How much a title word within typo distance adds (the stems' match counts first). */
const TYPO_WEIGHT = 1;

/** Typos allowed in a word: none under 4 letters, two from 10 (two in shorter words find too much). */
const typos = (term: string) => (term.length >= 10 ? 2 : term.length >= 4 ? 1 : 0);

/** The id as a number (MiniSearch keys documents by it); each field's text. */
function extractField(doc: OfferText, field: string): string | number {
  switch (field) {
    case 'titulo':
      return doc.titulo;
    case 'requisitos':
      return doc.requisitos;
    case 'descripcion':
      return doc.descripcion.replace(/<[^>]*>/g, ' ');
    case 'empresa':
      return doc.empresa;
    case 'titulaciones':
      return doc.degrees.map((d) => degreeName.get(d) ?? '').join(' ');
    default:
      return doc.id;
  }
}

const meaningful = (term: string) => term.length > 0 && !spanishStopwords.has(term);

/** Query terms arrive folded and split: each is searched as given. */
const exactTerms: SearchOptions = { tokenize: (text) => [text], processTerm: (term) => term };

/**
 * Stems of the title, requirements, description, company name and degree names (matched as
 * prefixes: "simulaciones" → "simul" finds "simulación", "desarr" finds "desarrollo").
 */
const stemEngine = () =>
  new MiniSearch<OfferText>({
    idField: 'id',
    fields: STEM_FIELDS,
    storeFields: [],
    extractField,
    tokenize: words,
    processTerm: (term) => (meaningful(term) ? stem(term) : null),
    searchOptions: { ...exactTerms, boost: BOOST, prefix: true },
  });

/** The title's words as written (folded), for typos: a smaller tree to search by distance. */
const titleEngine = () =>
  new MiniSearch<OfferText>({
    idField: 'id',
    fields: ['titulo'],
    storeFields: [],
    extractField,
    tokenize: words,
    processTerm: (term) => (meaningful(term) ? term : null),
    searchOptions: exactTerms,
  });

interface Engines {
  stems: MiniSearch<OfferText>;
  titles: MiniSearch<OfferText>;
}

/**
 * The candidate search's inverted index (ADR 0010): per family, MiniSearch indexes of the
 * listable offers' stems and title words, kept by the offer read model. An offer that changes is
 * discarded and added again alone; nothing is rebuilt on a request.
 */
export class OfferTextIndex {
  private readonly engines = new Map<OfferFamily, Engines>();
  private readonly familyOf = new Map<number, OfferFamily>();

  get size(): number {
    return this.familyOf.size;
  }

  /** A new index of these offers, built in chunks so the process keeps answering meanwhile. */
  static async of(docs: readonly OfferText[]): Promise<OfferTextIndex> {
    const index = new OfferTextIndex();
    const byFamily = new Map<OfferFamily, OfferText[]>();
    for (const doc of docs) {
      index.familyOf.set(doc.id, doc.familia);
      const list = byFamily.get(doc.familia) ?? [];
      list.push(doc);
      byFamily.set(doc.familia, list);
    }
    for (const [familia, list] of byFamily) {
      const { stems: stemIndex, titles } = index.engine(familia);
      await stemIndex.addAllAsync(list, { chunkSize: 1000 });
      await titles.addAllAsync(list, { chunkSize: 5000 });
    }
    return index;
  }

  has(id: number): boolean {
    return this.familyOf.has(id);
  }

  /** Adds offers, replacing those already indexed. */
  put(docs: readonly OfferText[]): void {
    for (const doc of docs) {
      this.remove([doc.id]);
      const engines = this.engine(doc.familia);
      engines.stems.add(doc);
      engines.titles.add(doc);
      this.familyOf.set(doc.id, doc.familia);
    }
  }

  remove(ids: Iterable<number>): void {
    for (const id of ids) {
      const familia = this.familyOf.get(id);
      const engines = familia === undefined ? undefined : this.engines.get(familia);
      if (engines) {
        engines.stems.discard(id);
        engines.titles.discard(id);
        this.familyOf.delete(id);
      }
    }
  }

  /**
   * The family's offers matching every term (folded words), as offer id → relevance. A term
   * matches by its stem as a prefix, or, from 4 letters, by a title word within typo distance.
   * Common words are left out unless nothing else was searched.
   */
  search(familia: OfferFamily, terms: readonly string[]): Map<number, number> {
    const engines = this.engines.get(familia);
    const kept = terms.filter(meaningful);
    const searched = kept.length > 0 ? kept : terms;
    let ranks: Map<number, number> | null = null;
    for (const term of engines ? searched : []) {
      const found = new Map<number, number>();
      const add = (id: unknown, score: number) => {
        const key = Number(id);
        if (!ranks || ranks.has(key)) {
          found.set(key, (found.get(key) ?? 0) + score);
        }
      };
      for (const r of engines?.stems.search(stem(term)) ?? []) {
        add(r.id, r.score);
      }
      const fuzzy = typos(term);
      if (fuzzy > 0) {
        for (const r of engines?.titles.search(term, { fuzzy }) ?? []) {
          add(r.id, TYPO_WEIGHT * r.score);
        }
      }
      ranks = ranks ? sumInto(found, ranks) : found;
      if (ranks.size === 0) {
        break;
      }
    }
    return ranks ?? new Map<number, number>();
  }

  private engine(familia: OfferFamily): Engines {
    let engines = this.engines.get(familia);
    if (!engines) {
      engines = { stems: stemEngine(), titles: titleEngine() };
      this.engines.set(familia, engines);
    }
    return engines;
  }
}

/** The offers in both (`found` holds only offers already in `ranks`), scores added. */
function sumInto(found: Map<number, number>, ranks: Map<number, number>): Map<number, number> {
  for (const [id, score] of found) {
    found.set(id, score + (ranks.get(id) ?? 0));
  }
  return found;
}
