import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { foldText } from '@portal/contracts';

/** Words Spanish and the co-official languages write in lower case inside a place name. */
const particles = new Set([
  'a',
  'al',
  'de',
  'del',
  'el',
  'en',
  'i',
  'la',
  'las',
  'les',
  'lo',
  'los',
  'o',
  'y',
  'd',
  'l',
  'da',
  'do',
  'dos',
  'das',
  'e',
]);

/**
 * A municipality's name as written in prose: the domain lists send it in upper case
 * («HUMANES DE MADRID», «L'HOSPITALET DE LLOBREGAT»); shown «Humanes de Madrid»,
 * «L'Hospitalet de Llobregat». Particles stay lower case except at the start.
 */
export function townName(upper: string): string {
  const lower = upper.toLocaleLowerCase('es-ES');
  return lower.replace(/[\p{L}\p{M}]+/gu, (word, offset: number) => {
    const next = lower.charAt(offset + word.length);
    const elided = next === "'" || next === '’';
    if (offset > 0 && particles.has(word) && !elided) {
      return word;
    }
    if (offset > 0 && elided && (word === 'd' || word === 'l')) {
      return word;
    }
    return word.charAt(0).toLocaleUpperCase('es-ES') + word.slice(1);
  });
}

/** 0 exact, 1 name starts with it, 2 a word starts with it, 3 contains it, null no match. */
export function townRank(name: string, search: string): number | null {
  const key = foldText(name);
  const wanted = foldText(search);
  if (wanted === '') {
    return 3;
  }
  if (key === wanted) {
    return 0;
  }
  if (key.startsWith(wanted)) {
    return 1;
  }
  if (key.split(/[\s/'’-]+/).some((word) => word.startsWith(wanted))) {
    return 2;
  }
  return key.includes(wanted) ? 3 : null;
}

const isItem = (item: ComboboxParsedItem): item is ComboboxItem => 'value' in item;

/**
 * Mantine Select filter for towns: exact match first, then names that start with the text,
 * then names with a word that starts with it, then the rest that contain it; alphabetical within
 * each group. «Madrid» puts Madrid before Humanes de Madrid.
 */
export const townFilter: OptionsFilter = ({ options, search }) =>
  options
    .filter(isItem)
    .map((item) => ({ item, rank: townRank(item.label, search) }))
    .filter((entry): entry is { item: ComboboxItem; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.item.label.localeCompare(b.item.label, 'es'))
    .map((entry) => entry.item);
