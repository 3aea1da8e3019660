import { describe, expect, it } from 'vitest';
import { OfferTextIndex, type OfferText } from './offer-text-index.ts';
import { searchTerms } from './search-terms.ts';
import { TitleWords, withinEdits } from './title-words.ts';
import { seededRandom } from '../../test/seeded-random.ts';

const doc = (id: number, titulo: string, more: Partial<OfferText> = {}): OfferText => ({
  id,
  familia: 'practicas',
  titulo,
  requisitos: '',
  descripcion: '',
  empresa: 'Empresa',
  degrees: [],
  ...more,
});

const docs = [
  doc(1, 'Ingeniería aeroespacial en simulación'),
  doc(2, 'Desarrollo web', { descripcion: '<p>Simulaciones de <b>fluidos</b></p>' }),
  doc(3, 'Técnico de mantenimiento', { empresa: 'Aeronáutica del Ebro' }),
  doc(4, 'Analista de datos', { requisitos: 'Python y estadística' }),
  doc(5, 'Analista de datos', { familia: 'empleo' }),
];

/** Words of `min` to `max` letters of the alphabet. */
const randomWords = (next: () => number, alphabet: string, min: number, max: number) => () =>
  Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, () =>
    alphabet.charAt(Math.floor(next() * alphabet.length)),
  ).join('');

const found = (index: OfferTextIndex, text: string, familia: OfferText['familia'] = 'practicas') =>
  [...index.search(familia, searchTerms(text))].sort((a, b) => b[1] - a[1]).map(([id]) => id);

describe('offer text index', () => {
  it('finds words ignoring accents and case, by Spanish stem, and ranks titles first', async () => {
    const index = await OfferTextIndex.of(docs);
    expect(found(index, 'INGENIERIA')).toEqual([1]);
    // "simulaciones" and "simulación" share the stem; the title match comes first.
    expect(found(index, 'simulaciones')).toEqual([1, 2]);
    expect(found(index, 'aeronautica ebro')).toEqual([3]);
    expect(found(index, 'estadisticas')).toEqual([4]);
  });

  it('indexes what a description says, not its markup: entities are read as their characters', async () => {
    const index = await OfferTextIndex.of([
      doc(1, 'Becario', { descripcion: '<p>I+D &amp; diseño&nbsp;gr&aacute;fico &lt;web&gt;</p>' }),
    ]);
    expect(found(index, 'grafico')).toEqual([1]);
    expect(found(index, 'diseño web')).toEqual([1]);
    for (const markup of ['amp', 'nbsp', 'aacute', 'lt', 'strong']) {
      expect(found(index, markup), markup).toEqual([]);
    }
  });

  it('matches prefixes while typing, every word of the search, and one family at a time', async () => {
    const index = await OfferTextIndex.of(docs);
    expect(found(index, 'aeroesp')).toEqual([1]);
    expect(found(index, 'desarr')).toEqual([2]);
    expect(found(index, 'analista python')).toEqual([4]);
    expect(found(index, 'analista fluidos')).toEqual([]);
    expect(found(index, 'analista', 'empleo')).toEqual([5]);
    expect(found(index, 'xilofonista')).toEqual([]);
  });

  it('tolerates a typo in a title word, and two in a long word only when nothing closer matches', async () => {
    const index = await OfferTextIndex.of(docs);
    expect(found(index, 'aeroespasial')).toEqual([1]);
    expect(found(index, 'mantenimento')).toEqual([3]);
    expect(found(index, 'analsta')).toEqual([4]);
    expect(found(index, 'mantenimeinto')).toEqual([3]);
    expect(found(index, 'mamtemimiento')).toEqual([3]);
    // A typo in a later word, among the offers the earlier words found (and only among them).
    expect(found(index, 'simulacion aeroespasial')).toEqual([1]);
    expect(found(index, 'simulacion mantenimento')).toEqual([]);
    expect(found(index, 'tecnico mamtemimiento')).toEqual([3]);
    // Short words need the exact word (or its prefix).
    expect(found(index, 'wev')).toEqual([]);
  });

  it('follows changes: an offer put again is found by its new words only, a removed one no more', async () => {
    const index = await OfferTextIndex.of(docs);
    index.put([doc(2, 'Diseño gráfico')]);
    expect(found(index, 'desarrollo')).toEqual([]);
    expect(found(index, 'grafico')).toEqual([2]);
    index.remove([1]);
    expect(found(index, 'aeroespacial')).toEqual([]);
    expect(index.has(1)).toBe(false);
    index.put([doc(6, 'Simulación de vuelo')]);
    expect(found(index, 'simulacion')).toEqual([6]);
  });

  it('keeps answering the same after many changes (dead postings are compacted)', async () => {
    const index = await OfferTextIndex.of(docs);
    for (let round = 0; round < 5000; round += 1) {
      index.put([doc(100 + (round % 7), `Oferta ${String(round)} de robótica`)]);
    }
    expect(found(index, 'robotica')).toHaveLength(7);
    expect(found(index, 'aeroespacial')).toEqual([1]);
  });

  it('answers a search the same whatever was searched before it', async () => {
    const vocabulary = [
      'analista',
      'datos',
      'marketing',
      'digital',
      'ventas',
      'diseño',
      'gráfico',
      'ingeniero',
      'industrial',
      'calidad',
      'laboratorio',
      'química',
      'contable',
      'junior',
      // Words one edit apart: a search's typo finds several of them.
      'dato',
      'gatos',
      'venta',
      'ventana',
    ];
    const next = seededRandom(11);
    const pick = () => vocabulary[Math.floor(next() * vocabulary.length)] ?? 'datos';
    const many = Array.from({ length: 300 }, (_, i) =>
      doc(i + 1, `${pick()} ${pick()} ${pick()}`, { requisitos: `${pick()} ${pick()}` }),
    );
    const searches = Array.from({ length: 200 }, () =>
      Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
        const word = pick();
        // Sometimes a prefix being typed, sometimes a typo (a letter dropped).
        const roll = next();
        return roll < 0.2
          ? word.slice(0, 4)
          : roll < 0.35
            ? word.slice(0, 2) + word.slice(3)
            : word;
      }).join(' '),
    );
    const used = await OfferTextIndex.of(many);
    for (const text of searches) {
      // An index that never searched before: nothing left by an earlier search can reach it.
      const fresh = await OfferTextIndex.of(many);
      expect([...used.search('practicas', searchTerms(text))], text).toEqual([
        ...fresh.search('practicas', searchTerms(text)),
      ]);
    }
  });
});

describe('edit distance with a bound', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps as one edit each', () => {
    expect(withinEdits('analista', 'analista', 0)).toBe(true);
    expect(withinEdits('analsta', 'analista', 1)).toBe(true);
    expect(withinEdits('anallista', 'analista', 1)).toBe(true);
    expect(withinEdits('analizta', 'analista', 1)).toBe(true);
    expect(withinEdits('anlaista', 'analista', 1)).toBe(true);
    expect(withinEdits('anlaizta', 'analista', 1)).toBe(false);
    expect(withinEdits('anlaizta', 'analista', 2)).toBe(true);
    expect(withinEdits('ana', 'analista', 2)).toBe(false);
  });

  it('agrees with the full distance on every pair, near or far, letters, digits and accents', () => {
    /** Optimal string alignment distance, the whole table, no shortcut. */
    const distance = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i += 1) {
        for (let j = 1; j <= b.length; j += 1) {
          const cost = a[i - 1] === b[j - 1] ? 0 : 1;
          let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
            best = Math.min(best, d[i - 2]![j - 2]! + 1);
          }
          d[i]![j] = best;
        }
      }
      return d[a.length]![b.length]!;
    };
    const next = seededRandom(7);
    // Few letters, so that near pairs are common; digits and accented letters share mask bits.
    const word = randomWords(next, 'aeiolnrs09áéñ', 2, 9);
    let near = 0;
    for (let k = 0; k < 20_000; k += 1) {
      const a = word();
      const b = word();
      const real = distance(a, b);
      near += real <= 2 ? 1 : 0;
      for (const max of [0, 1, 2]) {
        expect(withinEdits(a, b, max), `${a} ~ ${b} within ${String(max)}`).toBe(real <= max);
      }
    }
    expect(near).toBeGreaterThan(300);
  });
});

describe('title words within two edits', () => {
  it('finds every offer a word-by-word comparison finds, however the letters change', () => {
    const next = seededRandom(11);
    const alphabet = 'abcdefghilmnoprstuvz';
    const word = randomWords(next, alphabet, 5, 10);
    // Edits of a word: swaps, insertions, deletions and substitutions, one or two of them.
    const edited = (w: string) => {
      let out = w;
      for (let e = 0; e < 1 + Math.floor(next() * 2); e += 1) {
        const at = Math.floor(next() * out.length);
        const letter = alphabet.charAt(Math.floor(next() * alphabet.length));
        const kind = Math.floor(next() * 4);
        out =
          kind === 0
            ? out.slice(0, at) + (out[at + 1] ?? '') + (out[at] ?? '') + out.slice(at + 2)
            : kind === 1
              ? out.slice(0, at) + letter + out.slice(at)
              : kind === 2
                ? out.slice(0, at) + out.slice(at + 1)
                : out.slice(0, at) + letter + out.slice(at + 1);
      }
      return out;
    };
    const titles = new TitleWords();
    const words = Array.from({ length: 400 }, word);
    words.forEach((w, id) => {
      titles.add(id, [w]);
    });
    for (let round = 0; round < 300; round += 1) {
      const term = edited(words[Math.floor(next() * words.length)] ?? '');
      const expected = words.flatMap((w, id) => (withinEdits(term, w, 2) ? [id] : []));
      expect(
        [...new Set(titles.near(term, 2).flatMap((ids) => [...ids]))].sort((a, b) => a - b),
        term,
      ).toEqual(expected);
    }
  });
});
