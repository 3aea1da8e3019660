/**
 * Free text as the search understands it: lower case, no accents (like f_unaccent in SQL), split
 * into words of letters and digits. Shared by the SQL query builder and the highlighter.
 */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function searchTerms(text: string): string[] {
  const words = normalize(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, 12);
}

/** A prefix tsquery over the words (typing "desarr" finds "desarrollo"): "w1:* & w2:*". */
export const prefixTsQuery = (terms: readonly string[]) => terms.map((t) => `${t}:*`).join(' & ');
