import { htmlToText } from '../../lib/html-text.ts';
import { normalize } from './search-terms.ts';
import { withinEdits } from './title-words.ts';

const escaped: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const special = /[&<>"']/g;
const anySpecial = /[&<>"']/;

/** Escaped in one pass, and not copied at all when nothing needs it (most words of a title). */
const escapeHtml = (text: string) =>
  anySpecial.test(text) ? text.replace(special, (c) => escaped[c] ?? c) : text;

/**
 * Whether a word of the text matches a searched term the way the text search does: same stem
 * (shared prefix: "practicas" ~ "prácticas", "informatica" ~ "informático"), a prefix being typed
 * ("desarr") or a typo ("desarollo" ~ "desarrollo", "desarrlolo" ~ "desarrollo": the same
 * distance as the text search's, so what the search found by a typo is marked).
 */
export function wordMatches(word: string, term: string): boolean {
  return matchesAny(normalizeWord(word), [compiledTerm(term)]);
}

/** A searched term with what every comparison needs, worked out once per search. */
interface CompiledTerm {
  term: string;
  /** null for a term of one or two characters, which only matches itself. */
  stem: string | null;
  /** Edits a word may be from the term (a typo). */
  allowed: number;
}

function compiledTerm(term: string): CompiledTerm {
  return {
    term,
    stem: term.length < 3 ? null : term.slice(0, Math.max(3, term.length - 2)),
    allowed: term.length >= 8 ? 2 : term.length >= 5 ? 1 : 0,
  };
}

/** Whether a normalised word matches any of the terms. */
function matchesAny(w: string, terms: readonly CompiledTerm[]): boolean {
  for (const { term, stem, allowed } of terms) {
    if (stem === null) {
      if (w === term) {
        return true;
      }
    } else if (w.startsWith(stem)) {
      return true;
    } else if (
      allowed > 0 &&
      // The word's start is compared: no copy of it when its length alone rules it out.
      Math.abs(Math.min(w.length, term.length + 1) - term.length) <= allowed &&
      withinEdits(w.slice(0, term.length + 1), term, allowed)
    ) {
      return true;
    }
  }
  return false;
}

const lowerAsciiWord = /^[a-z0-9]+$/;
const asciiOnly = /^[^\u0080-\uffff]*$/;
const asciiWord = /[a-z0-9]+/g;

/**
 * A word of letters and digits as `normalize` leaves it. Most words are plain ASCII, which has
 * no accents to fold: lower case is all it needs, without the Unicode decomposition.
 */
function normalizeWord(word: string): string {
  if (lowerAsciiWord.test(word)) {
    return word;
  }
  return asciiOnly.test(word) ? word.toLowerCase() : normalize(word);
}

/** The normalised words of a piece of text without spaces (a word and its punctuation). */
function wordsOf(token: string): readonly string[] {
  if (lowerAsciiWord.test(token)) {
    return [token];
  }
  if (asciiOnly.test(token)) {
    // In ASCII the letters and digits are a-z, A-Z and 0-9.
    return token.toLowerCase().match(asciiWord) ?? [];
  }
  return (token.match(tokenPattern) ?? []).map(normalize);
}

const tokenPattern = /[\p{L}\p{N}]+/gu;

/** Spanish and English words too common to be worth marking ("de", "y", "the"…). */
const stopWords: ReadonlySet<string> = new Set(
  (
    'a al con de del e el en la las lo los o para por que se sin su sus u un una uno unos unas y ' +
    'an and at for in of on or the to with'
  ).split(' '),
);

/** The terms worth marking: common words are left out unless nothing else was searched. */
export function markedTerms(terms: readonly string[]): readonly string[] {
  const meaningful = terms.filter((t) => !stopWords.has(t));
  return meaningful.length > 0 ? meaningful : terms;
}

/** Plain text HTML-escaped, with the words that match a term wrapped in <mark>. */
export function highlight(text: string, searched: readonly string[]): string {
  return highlightWith(text, markedTerms(searched).map(compiledTerm));
}

function highlightWith(text: string, terms: readonly CompiledTerm[]): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(tokenPattern)) {
    const word = match[0];
    out += escapeHtml(text.slice(last, match.index));
    out += matchesAny(normalizeWord(word), terms)
      ? `<mark>${escapeHtml(word)}</mark>`
      : escapeHtml(word);
    last = match.index + word.length;
  }
  return out + escapeHtml(text.slice(last));
}

/**
 * A description as the snippets read it, kept for a text many searches show: its pieces (a word
 * with its punctuation, separated by single spaces) and their letters and digits normalised, as
 * two flat strings with where each piece begins. Flat strings and typed arrays, not an array of
 * strings per piece: a kept description is a few objects instead of hundreds, which the garbage
 * collector copies and marks at once (thousands of descriptions are kept).
 */
export interface SnippetSource {
  /** The text, pieces separated by single spaces. */
  readonly text: string;
  /** Where each piece begins in `text`, then one past the end (`text.length + 1`). */
  readonly starts: Uint32Array;
  /** The pieces' words normalised, nothing else a letter or digit between two words. */
  readonly folded: string;
  /** Where each piece begins in `folded`, then one past the end. */
  readonly foldedStarts: Uint32Array;
}

/**
 * Latin-1 (Spanish, English and most Western text) normalises character for character: each
 * character's normalised form, worked out once by `normalize` itself. A character whose form is
 * not one Latin-1 character would be -1 and send its text the slower way (none is today).
 */
const latin1Folded = Int16Array.from({ length: 256 }, (_, code) => {
  const folded = normalize(String.fromCharCode(code));
  return folded.length === 1 && folded.charCodeAt(0) <= 0xff ? folded.charCodeAt(0) : -1;
});

/** `normalize(text)` for Latin-1 text, as one flat string, or null for any other text. */
function foldedLatin1(text: string): string | null {
  const bytes = Buffer.allocUnsafe(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const folded = code <= 0xff ? (latin1Folded[code] ?? -1) : -1;
    if (folded < 0) {
      return null;
    }
    bytes[i] = folded;
  }
  return bytes.toString('latin1');
}

export function snippetSource(html: string): SnippetSource {
  const text = htmlToText(html);
  let pieces = 1;
  for (let at = text.indexOf(' '); at >= 0; at = text.indexOf(' ', at + 1)) {
    pieces += 1;
  }
  const starts = new Uint32Array(pieces + 1);
  for (let index = 1, at = text.indexOf(' '); at >= 0; at = text.indexOf(' ', at + 1)) {
    starts[index] = at + 1;
    index += 1;
  }
  starts[pieces] = text.length + 1;
  const latin1 = foldedLatin1(text);
  if (latin1 !== null) {
    // Accents dropped and letters lowered in place: each piece is where it was in the text.
    return { text, starts, folded: latin1, foldedStarts: starts };
  }
  // Other scripts may change length when normalised: each piece's words, piece by piece.
  const foldedStarts = new Uint32Array(pieces + 1);
  const folded: string[] = [];
  let foldedAt = 0;
  for (let index = 0; index < pieces; index += 1) {
    const words = wordsOf(pieceAt(text, starts, index)).join(' ');
    folded.push(words);
    foldedStarts[index] = foldedAt;
    foldedAt += words.length + 1;
  }
  foldedStarts[pieces] = foldedAt;
  return { text, starts, folded: folded.join('\n'), foldedStarts };
}

const pieceAt = (text: string, starts: Uint32Array, index: number) =>
  text.slice(starts[index] ?? 0, (starts[index + 1] ?? 0) - 1);

/** Latin-1 letters and digits; in `folded`, any character beyond Latin-1 is part of a word. */
const latin1WordChar = Uint8Array.from({ length: 256 }, (_, code) =>
  /[\p{L}\p{N}]/u.test(String.fromCharCode(code)) ? 1 : 0,
);
const inWord = (code: number) => code > 0xff || latin1WordChar[code] === 1;

/** Whether a word of the piece matches a term, read in place in the folded text. */
function pieceMatches(source: SnippetSource, index: number, terms: readonly CompiledTerm[]) {
  const { folded, foldedStarts } = source;
  const end = (foldedStarts[index + 1] ?? 0) - 1;
  let at = foldedStarts[index] ?? 0;
  while (at < end) {
    while (at < end && !inWord(folded.charCodeAt(at))) {
      at += 1;
    }
    const from = at;
    while (at < end && inWord(folded.charCodeAt(at))) {
      at += 1;
    }
    if (at > from && matchesAny(folded.slice(from, at), terms)) {
      return true;
    }
  }
  return false;
}

/**
 * A snippet of about `words` words around the first match in the description (its start when
 * nothing matches there), highlighted; "…" marks cut text.
 */
export function snippet(
  html: string | SnippetSource,
  searched: readonly string[],
  words = 30,
): string {
  const terms = markedTerms(searched).map(compiledTerm);
  const source = typeof html === 'string' ? snippetSource(html) : html;
  const pieces = source.starts.length - 1;
  let first = -1;
  for (let index = 0; index < pieces; index += 1) {
    if (pieceMatches(source, index, terms)) {
      first = index;
      break;
    }
  }
  const start = Math.max(0, first - Math.floor(words / 3));
  const end = Math.min(pieces, start + words);
  // The window's text is its pieces joined by spaces, which no word spans: each piece is
  // highlighted alone, and most, matching nothing, are only escaped.
  const marked: string[] = [];
  for (let index = start; index < end; index += 1) {
    const piece = pieceAt(source.text, source.starts, index);
    marked.push(
      pieceMatches(source, index, terms) ? highlightWith(piece, terms) : escapeHtml(piece),
    );
  }
  const prefix = start > 0 ? '… ' : '';
  const suffix = start + words < pieces ? ' …' : '';
  return `${prefix}${marked.join(' ')}${suffix}`;
}
