/**
 * An inverted index of stems for one offer family, made for the candidate search's question: the
 * offers whose fields hold every searched stem as a prefix, each with a relevance from the fields
 * where it was found. Per stem, a posting list of (document slot, fields bit mask) in typed
 * arrays; a sorted vocabulary finds a prefix's stems by binary search. Scoring adds the weight of
 * the fields holding the stem (a prefix's longer stems count for less), into a scratch array per
 * document slot: no object per posting, no per-field maps (what a general library keeps, at
 * several times the memory and, for a short prefix, several times the time).
 */
import { TextRanks } from './text-ranks.ts';
import { firstNotBefore, grown, SlotsById } from './typed-arrays.ts';

/** A field's bit and weight; a stem's weight in a document is the sum over the fields holding it. */
export interface StemField {
  bit: number;
  weight: number;
}

interface Posting {
  slots: Int32Array;
  fields: Uint8Array;
  n: number;
}

/** How much a longer stem found by prefix weighs against the stem itself ("desarr" → "desarroll"). */
const PREFIX_WEIGHT = 0.5;
/** Stems shorter than this are matched whole, not as prefixes (one letter would match everything). */
const MIN_PREFIX = 3;

/** The first index in the sorted `words` not less than `word`. */
function lowerBound(words: readonly string[], word: string): number {
  return firstNotBefore(words.length, (i) => (words[i] ?? '') < word);
}

export class StemIndex {
  private readonly postings = new Map<string, Posting>();
  /** Every stem, sorted (for prefix ranges). */
  private readonly vocabulary: string[] = [];
  private ids = new Int32Array(0);
  private alive = new Uint8Array(0);
  /** Each indexed document's slot. */
  private readonly slotById = new SlotsById();
  private documents = 0;
  private slots = 0;
  private dead = 0;
  /** Weight of each combination of field bits. */
  private readonly weightOf: Float64Array;
  /**
   * Two score arrays per index, taken in turn by the words of a search (a word reads the
   * previous word's), each with the slots the match that last took it touched, zeroed when it is
   * taken again: a new array per word was a few hundred kilobytes outside the heap that the
   * garbage collector paid for. The touched slots are kept in a typed array too: a common word
   * touches tens of thousands, which a growing array of numbers copied on the heap.
   */
  private readonly scratch: [Scratch, Scratch] = [
    { scores: new Float64Array(0), touched: new Int32Array(0), n: 0 },
    { scores: new Float64Array(0), touched: new Int32Array(0), n: 0 },
  ];
  /** Marks of the offers given a bonus by a match (zero between matches). */
  private marks = new Uint8Array(0);

  constructor(fields: readonly StemField[]) {
    this.weightOf = new Float64Array(256);
    for (let mask = 0; mask < 256; mask += 1) {
      this.weightOf[mask] = fields.reduce((sum, f) => sum + (mask & f.bit ? f.weight : 0), 0);
    }
  }

  get size(): number {
    return this.documents;
  }

  /** Adds a document: its stems with the bit mask of the fields holding each. */
  add(id: number, stems: ReadonlyMap<string, number>): void {
    this.discard(id);
    const slot = this.slots;
    this.slots += 1;
    this.ids = grown(this.ids, this.slots);
    this.alive = grown(this.alive, this.slots);
    this.ids[slot] = id;
    this.alive[slot] = 1;
    this.slotById.set(id, slot);
    this.documents += 1;
    for (const [stem, mask] of stems) {
      let posting = this.postings.get(stem);
      if (!posting) {
        posting = { slots: new Int32Array(2), fields: new Uint8Array(2), n: 0 };
        this.postings.set(stem, posting);
        this.vocabulary.splice(lowerBound(this.vocabulary, stem), 0, stem);
      }
      posting.slots = grown(posting.slots, posting.n + 1);
      posting.fields = grown(posting.fields, posting.n + 1);
      posting.slots[posting.n] = slot;
      posting.fields[posting.n] = mask;
      posting.n += 1;
    }
  }

  /** Forgets a document (its postings are dropped at the next compaction). */
  discard(id: number): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) {
      return;
    }
    this.alive[slot] = 0;
    this.slotById.delete(id);
    this.documents -= 1;
    this.dead += 1;
    if (this.dead > Math.max(4096, this.documents / 2)) {
      this.compact();
    }
  }

  /** Drops dead documents' postings (slots keep their numbers). */
  private compact(): void {
    for (const [stem, posting] of this.postings) {
      let kept = 0;
      for (let k = 0; k < posting.n; k += 1) {
        const slot = posting.slots[k] ?? 0;
        if (this.alive[slot] === 1) {
          posting.slots[kept] = slot;
          posting.fields[kept] = posting.fields[k] ?? 0;
          kept += 1;
        }
      }
      posting.n = kept;
      if (kept === 0) {
        this.postings.delete(stem);
        this.vocabulary.splice(lowerBound(this.vocabulary, stem), 1);
      }
    }
    this.dead = 0;
  }

  /**
   * Scores of the documents holding `stem` (or, from 3 letters, a stem it begins) or in one of
   * the `extra` sets of offer ids (adding `extraScore` once, however many sets hold it), limited
   * to those of `within` when given (the previous words of the search), whose scores add up.
   */
  match(
    stem: string,
    within: StemMatch | null,
    extra: readonly ReadonlySet<number>[] = [],
    extraScore = 0,
  ): StemMatch {
    const scratch = within?.scores === this.scratch[0].scores ? this.scratch[1] : this.scratch[0];
    for (let k = 0; k < scratch.n; k += 1) {
      scratch.scores[scratch.touched[k] ?? 0] = 0;
    }
    scratch.n = 0;
    scratch.scores = grown(scratch.scores, this.slots);
    scratch.touched = grown(scratch.touched, this.slots);
    const { scores, touched } = scratch;
    const allowed = within?.scores ?? null;
    const add = (slot: number, score: number) => {
      if (this.alive[slot] !== 1 || allowed?.[slot] === 0) {
        return;
      }
      if (scores[slot] === 0) {
        touched[scratch.n] = slot;
        scratch.n += 1;
      }
      scores[slot] = (scores[slot] ?? 0) + score;
    };
    const from = lowerBound(this.vocabulary, stem);
    const prefix = stem.length >= MIN_PREFIX;
    for (let v = from; v < this.vocabulary.length; v += 1) {
      const word = this.vocabulary[v] ?? '';
      const exact = word === stem;
      if (!exact && (!prefix || !word.startsWith(stem))) {
        break;
      }
      const posting = this.postings.get(word);
      const weight = exact ? 1 : PREFIX_WEIGHT;
      for (let k = 0; posting && k < posting.n; k += 1) {
        add(posting.slots[k] ?? 0, weight * (this.weightOf[posting.fields[k] ?? 0] ?? 0));
      }
    }
    // An offer in several of the sets gets the bonus once.
    const marks = extra.length > 1 ? (this.marks = grown(this.marks, this.slots)) : null;
    const marked: number[] = [];
    for (const ids of extra) {
      for (const id of ids) {
        const slot = this.slotById.get(id);
        if (slot !== undefined && marks?.[slot] !== 1) {
          if (marks) {
            marks[slot] = 1;
            marked.push(slot);
          }
          add(slot, extraScore);
        }
      }
    }
    for (const slot of marked) {
      this.marks[slot] = 0;
    }
    const found = touched.subarray(0, scratch.n);
    for (const slot of found) {
      scores[slot] = (scores[slot] ?? 0) + (allowed?.[slot] ?? 0);
    }
    return { scores, touched: found };
  }

  /** The offer ids of a match's documents. */
  idsOf(match: StemMatch): Int32Array {
    return match.touched.map((slot) => this.ids[slot] ?? 0);
  }

  /** The documents of a match: their offer ids and scores. */
  collect(match: StemMatch): TextRanks {
    const n = match.touched.length;
    const ids = new Int32Array(n);
    const scores = new Float64Array(n);
    for (let k = 0; k < n; k += 1) {
      const slot = match.touched[k] ?? 0;
      ids[k] = this.ids[slot] ?? 0;
      scores[k] = match.scores[slot] ?? 0;
    }
    return new TextRanks(ids, scores);
  }
}

interface Scratch {
  scores: Float64Array;
  /** The slots touched by the last match that took it: the first `n`. */
  touched: Int32Array;
  n: number;
}

/** One word's match: valid until the index's next match but one (its scores are reused). */
export interface StemMatch {
  scores: Float64Array;
  touched: Int32Array;
}
