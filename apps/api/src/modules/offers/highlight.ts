import { Parser } from 'htmlparser2';
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
  return normalizedWordMatches(normalize(word), term);
}

function normalizedWordMatches(w: string, term: string): boolean {
  if (term.length < 3) {
    return w === term;
  }
  const stem = term.slice(0, Math.max(3, term.length - 2));
  if (w.startsWith(stem)) {
    return true;
  }
  const allowed = term.length >= 8 ? 2 : term.length >= 5 ? 1 : 0;
  return allowed > 0 && withinEdits(w.slice(0, term.length + 1), term, allowed);
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
  const terms = markedTerms(searched);
  let out = '';
  let last = 0;
  for (const match of text.matchAll(tokenPattern)) {
    const word = match[0];
    out += escapeHtml(text.slice(last, match.index));
    out += terms.some((t) => wordMatches(word, t))
      ? `<mark>${escapeHtml(word)}</mark>`
      : escapeHtml(word);
    last = match.index + word.length;
  }
  return out + escapeHtml(text.slice(last));
}

/** Blocks and line breaks: their text must not run into the next block's. */
const blocks = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'td',
  'th',
  'tr',
  'br',
]);
/** Elements whose content is not text a reader sees. */
const nonText = new Set(['script', 'style', 'textarea', 'option', 'noscript']);

/**
 * Text of stored HTML, without tags and with entities decoded (blocks separated by a space). Read
 * with the HTML parser alone: the text is escaped again wherever it is shown, and building a
 * sanitised copy first took five times as long (a new text search reads many descriptions).
 */
export function htmlToText(html: string): string {
  let text = '';
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag: (name) => {
        hidden += nonText.has(name) ? 1 : 0;
      },
      ontext: (part) => {
        text += hidden === 0 ? part : '';
      },
      // Also called for void elements (br) and for elements the HTML leaves unclosed.
      onclosetag: (name) => {
        if (nonText.has(name)) {
          hidden -= 1;
        } else if (blocks.has(name)) {
          text += ' ';
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A description as the snippets read it: its words separated as in the text and, filled in as
 * searches reach them (most stop at the first few), each one's letters and digits normalised —
 * worth keeping for a text many searches show.
 */
export interface SnippetSource {
  tokens: readonly string[];
  normalized: (readonly string[] | undefined)[];
}

export function snippetSource(html: string): SnippetSource {
  const tokens = htmlToText(html).split(' ');
  return { tokens, normalized: new Array<readonly string[] | undefined>(tokens.length) };
}

function normalizedAt(source: SnippetSource, index: number): readonly string[] {
  let words = source.normalized[index];
  if (words === undefined) {
    words = (source.tokens[index]?.match(tokenPattern) ?? []).map(normalize);
    source.normalized[index] = words;
  }
  return words;
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
  const terms = markedTerms(searched);
  const source = typeof html === 'string' ? snippetSource(html) : html;
  const { tokens } = source;
  const first = tokens.findIndex((_, index) =>
    normalizedAt(source, index).some((w) => terms.some((t) => normalizedWordMatches(w, t))),
  );
  const start = Math.max(0, first - Math.floor(words / 3));
  const part = tokens.slice(start, start + words).join(' ');
  const prefix = start > 0 ? '… ' : '';
  const suffix = start + words < tokens.length ? ' …' : '';
  return `${prefix}${highlight(part, terms)}${suffix}`;
}
