import { createRequire } from 'node:module';
import { htmlToText } from '../../lib/html-text.ts';
import { degreeName } from '../domains/domain-lookups.ts';
import type { OfferFamily } from './offers.table.ts';
import { normalize } from './search-terms.ts';
import { StemIndex, type StemMatch } from './stem-index.ts';
import { TextRanks } from './text-ranks.ts';
import { TitleWords } from './title-words.ts';
import { spanishStopwords } from './spanish-stopwords.ts';

/** What the candidate search reads of one listable offer. */
export interface OfferText {
  id: number;
  familia: OfferFamily;
  titulo: string;
  requisitos: string;
  /** HTML: its text is indexed (tags dropped, entities decoded). */
  descripcion: string;
  empresa: string;
  degrees: readonly number[];
}

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
const FIELDS = [
  { name: 'titulo', bit: 1, weight: 4 },
  { name: 'empresa', bit: 2, weight: 2 },
  { name: 'requisitos', bit: 4, weight: 1.5 },
  { name: 'descripcion', bit: 8, weight: 1 },
  { name: 'titulaciones', bit: 16, weight: 0.5 },
] as const;
/** What a title word within typo distance adds (half a title match: the stems' matches first). */
const TYPO_BONUS = 2;
/** Up to this many offers found by the previous words, a typo is looked for in their titles only. */
const NEAR_AMONG_MAX = 1000;

/** Typos allowed in a word: none under 4 letters, two from 10 (two in shorter words find too much). */
const typos = (term: string) => (term.length >= 10 ? 2 : term.length >= 4 ? 1 : 0);

/** Each field's text. */
function extractField(doc: OfferText, field: string): string {
  switch (field) {
    case 'titulo':
      return doc.titulo;
    case 'requisitos':
      return doc.requisitos;
    case 'descripcion':
      return htmlToText(doc.descripcion);
    case 'empresa':
      return doc.empresa;
    case 'titulaciones':
      return doc.degrees.map((d) => degreeName(d) ?? '').join(' ');
    default:
      return '';
  }
}

const meaningful = (term: string) => term.length > 0 && !spanishStopwords.has(term);

/** A document's stems, each with the bits of the fields holding it. */
function stemsOf(doc: OfferText): Map<string, number> {
  const out = new Map<string, number>();
  for (const field of FIELDS) {
    for (const word of words(extractField(doc, field.name))) {
      if (meaningful(word)) {
        const key = stem(word);
        out.set(key, (out.get(key) ?? 0) | field.bit);
      }
    }
  }
  return out;
}

const stemEngine = () => new StemIndex(FIELDS);

/** The title's meaningful words as written (folded), for typos. */
const titleWordsOf = (doc: OfferText) => words(doc.titulo).filter(meaningful);

interface Engines {
  /** Stems of the title, requirements, description, company and degree names, as prefixes. */
  stems: StemIndex;
  titles: TitleWords;
}

/**
 * The candidate search's inverted index (ADR 0010): per family, the listable offers' stems
 * (`StemIndex`) and title words (`TitleWords`), kept by the offer read model. An offer that changes is
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
      for (const [i, doc] of list.entries()) {
        stemIndex.add(doc.id, stemsOf(doc));
        if (i % 1000 === 999) {
          // Chunks: the process keeps answering while a large index is built.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      for (const doc of list) {
        titles.add(doc.id, titleWordsOf(doc));
      }
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
      engines.stems.add(doc.id, stemsOf(doc));
      engines.titles.add(doc.id, titleWordsOf(doc));
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
   * The family's offers matching every term (folded words), with their relevance. A term
   * matches by its stem as a prefix, or, from 4 letters, by a title word within typo distance.
   * Common words are left out unless nothing else was searched.
   */
  search(familia: OfferFamily, terms: readonly string[]): TextRanks {
    const engines = this.engines.get(familia);
    if (!engines) {
      return TextRanks.of([]);
    }
    const kept = terms.filter(meaningful);
    const searched = kept.length > 0 ? kept : terms;
    let match: StemMatch | null = null;
    for (const term of searched) {
      const allowed = typos(term);
      const previous = match;
      // After a first word that found few offers, only their titles can hold a typo of this one.
      const among =
        previous && previous.touched.length <= NEAR_AMONG_MAX
          ? engines.stems.idsOf(previous)
          : null;
      const near = (edits: number) =>
        among ? [engines.titles.nearAmong(term, edits, among)] : engines.titles.near(term, edits);
      match = engines.stems.match(
        stem(term),
        previous,
        allowed > 0 ? near(1) : undefined,
        TYPO_BONUS,
      );
      if (match.touched.length === 0 && allowed > 1) {
        // Two typos (long words) only when nothing closer was found: they mostly find neighbours.
        match = engines.stems.match(stem(term), previous, near(2), TYPO_BONUS);
      }
      if (match.touched.length === 0) {
        break;
      }
    }
    return match ? engines.stems.collect(match) : TextRanks.of([]);
  }

  private engine(familia: OfferFamily): Engines {
    let engines = this.engines.get(familia);
    if (!engines) {
      engines = { stems: stemEngine(), titles: new TitleWords() };
      this.engines.set(familia, engines);
    }
    return engines;
  }
}
