/** Lower case without accents, so 'orientacion' finds 'Orientación'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
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
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return [...rows];
  }
  return rows.filter((row) => {
    const haystack = fold(textsOf(row).filter(Boolean).join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
