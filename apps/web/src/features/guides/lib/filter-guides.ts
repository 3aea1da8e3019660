import type { Guide } from '@portal/contracts';

/** Lower case without accents, so 'orientacion' finds 'Orientación'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The guides whose title contains every word of the search (accent and case insensitive). */
export function filterGuides(guides: readonly Guide[], search: string): Guide[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return [...guides];
  }
  return guides.filter((guide) => {
    const title = fold(guide.titulo);
    return words.every((word) => title.includes(word));
  });
}
