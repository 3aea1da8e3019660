/** Lower case without accents, so 'orientacion' finds 'Orientación'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * URL-friendly words of a title: lower case, no accents, hyphen-separated, at most `maxLength`
 * characters and never ending in a hyphen ("Señal ñ" → "senal-n").
 */
export function slugify(text: string, maxLength = 80): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}

/**
 * The rows whose texts contain every word of the search (accent and case insensitive), in order;
 * an empty search keeps them all. For the back-office lists that load whole.
 */
export function searchRows<T>(
  rows: readonly T[],
  search: string,
  textsOf: (row: T) => readonly (string | null | undefined)[],
): T[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return [...rows];
  }
  return rows.filter((row) => {
    const haystack = foldText(textsOf(row).filter(Boolean).join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
