/** The word and each word one letter shorter (SymSpell's deletions for one edit). */
function deletions(word: string): string[] {
  const out = [word];
  for (let i = 0; i < word.length; i += 1) {
    out.push(word.slice(0, i) + word.slice(i + 1));
  }
  return out;
}

/** The letters of a word as bits of a 32-bit mask (distinct letters may share a bit). */
function letters(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i += 1) {
    mask |= 1 << (word.charCodeAt(i) & 31);
  }
  return mask;
}

function bitCount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The words of the offers' titles (folded), for typo tolerance: the offers whose title holds a
 * word within a few edits of a searched word. One edit: the words sharing a one-letter deletion
 * with the term (SymSpell), then checked. Two edits (long words only): the words of a length the
 * term can reach whose letters differ little enough (an edit changes at most two bits of the
 * letter mask), each compared with a distance that gives up as soon as the bound is passed.
 */
export class TitleWords {
  private readonly offersOf = new Map<string, Set<number>>();
  private readonly wordsOf = new Map<number, readonly string[]>();
  /** Words by length, each with its letter mask. */
  private readonly byLength = new Map<number, Map<string, number>>();
  /** Deletion → the word (most keys) or words it comes from; arrays only where shared. */
  private readonly byDeletion = new Map<string, string | string[]>();

  add(id: number, words: Iterable<string>): void {
    this.discard(id);
    const distinct = [...new Set(words)];
    this.wordsOf.set(id, distinct);
    for (const word of distinct) {
      let offers = this.offersOf.get(word);
      if (!offers) {
        offers = new Set();
        this.offersOf.set(word, offers);
        let sameLength = this.byLength.get(word.length);
        if (!sameLength) {
          sameLength = new Map();
          this.byLength.set(word.length, sameLength);
        }
        sameLength.set(word, letters(word));
        for (const key of deletions(word)) {
          const near = this.byDeletion.get(key);
          if (near === undefined) {
            this.byDeletion.set(key, word);
          } else if (typeof near === 'string') {
            this.byDeletion.set(key, [near, word]);
          } else {
            near.push(word);
          }
        }
      }
      offers.add(id);
    }
  }

  discard(id: number): void {
    for (const word of this.wordsOf.get(id) ?? []) {
      const offers = this.offersOf.get(word);
      offers?.delete(id);
      if (offers?.size === 0) {
        this.offersOf.delete(word);
        this.byLength.get(word.length)?.delete(word);
        for (const key of deletions(word)) {
          const near = this.byDeletion.get(key);
          const rest = typeof near === 'string' ? [] : (near ?? []).filter((w) => w !== word);
          if (rest.length === 0) {
            this.byDeletion.delete(key);
          } else {
            this.byDeletion.set(key, rest.length === 1 ? (rest[0] ?? '') : rest);
          }
        }
      }
    }
    this.wordsOf.delete(id);
  }

  /** Those of `ids` whose title holds a word at most `edits` edits away from `term`. */
  nearAmong(term: string, edits: number, ids: Iterable<number>): ReadonlySet<number> {
    const out = new Set<number>();
    for (const id of ids) {
      if ((this.wordsOf.get(id) ?? []).some((word) => withinEdits(term, word, edits))) {
        out.add(id);
      }
    }
    return out;
  }

  /**
   * The offers whose title holds a word at most `edits` edits away from `term`: the offers of
   * each such word, as the index keeps them (an offer may be in several). A common word's
   * offers are tens of thousands: copied into one set, they cost more than the whole search.
   */
  near(term: string, edits: number): ReadonlySet<number>[] {
    const out: ReadonlySet<number>[] = [];
    const take = (word: string) => {
      const offers = this.offersOf.get(word);
      if (offers && withinEdits(term, word, edits)) {
        out.push(offers);
      }
    };
    if (edits <= 1) {
      const seen = new Set<string>();
      for (const key of deletions(term)) {
        const near = this.byDeletion.get(key);
        for (const word of typeof near === 'string' ? [near] : (near ?? [])) {
          if (!seen.has(word)) {
            seen.add(word);
            take(word);
          }
        }
      }
      return out;
    }
    const mask = letters(term);
    for (let length = term.length - edits; length <= term.length + edits; length += 1) {
      for (const [word, wordMask] of this.byLength.get(length) ?? []) {
        if (bitCount(mask ^ wordMask) <= 2 * edits) {
          take(word);
        }
      }
    }
    return out;
  }
}

let previousRow = new Int32Array(64);
let row = new Int32Array(64);
let beforeRow = new Int32Array(64);

/**
 * Whether two words are at most `max` edits apart (insertions, deletions, substitutions and
 * transpositions of neighbours: the optimal string alignment distance), stopping as soon as
 * every alignment has passed the bound.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) {
    return false;
  }
  if (a === b) {
    return true;
  }
  // An edit changes at most two bits of the letter mask: most words of a text are told apart
  // here, without the table below (the snippets compare every word of a description).
  if (bitCount(letters(a) ^ letters(b)) > 2 * max) {
    return false;
  }
  const n = b.length;
  if (row.length <= n) {
    previousRow = new Int32Array(n + 1);
    row = new Int32Array(n + 1);
    beforeRow = new Int32Array(n + 1);
  }
  for (let j = 0; j <= n; j += 1) {
    previousRow[j] = j;
  }
  for (let i = 1; i <= a.length; i += 1) {
    row[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j += 1) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let d = Math.min(
        (previousRow[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previousRow[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        d = Math.min(d, (beforeRow[j - 2] ?? 0) + 1);
      }
      row[j] = d;
      if (d < best) {
        best = d;
      }
    }
    if (best > max) {
      return false;
    }
    [beforeRow, previousRow, row] = [previousRow, row, beforeRow];
  }
  return (previousRow[n] ?? 0) <= max;
}
