import type { prng } from '../../apps/api/src/db/seed/ids.ts';

const syllables =
  'ba be bi bo bu ca ce ci co cu da de di do du fa fe fi fo ga go gu la le li lo lu ma me mi mo mu na ne ni no nu pa pe pi po pu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo za'.split(
    ' ',
  );
const tails = ['ción', 'miento', 'ista', 'ería', 'al', 'ico', 'ados', 'ente'];

/**
 * Pseudo-Spanish text for bench data: a vocabulary of distinct words with accents and Spanish
 * endings (so stems and accent folding have work to do), drawn Zipf-like, as real text is: a
 * few words are common, most are rare. The same random source gives the same text.
 */
export function prose(random: ReturnType<typeof prng>, size = 20_000) {
  const vocabulary = (() => {
    const out = new Set<string>();
    while (out.size < size) {
      const n = random.int(2, 3);
      let w = '';
      for (let i = 0; i < n; i += 1) {
        w += random.pick(syllables);
      }
      out.add(w + random.pick(tails));
    }
    return [...out];
  })();
  const word = () => vocabulary[Math.floor(vocabulary.length * random.next() ** 3)] ?? 'dato';
  const phrase = (n: number) => Array.from({ length: n }, word).join(' ');
  /** `words` words in paragraphs of up to 25 (40 gives paragraphs of 25 and 15). */
  const paragraphs = (words: number) => {
    let html = '';
    for (let left = words; left > 0; left -= 25) {
      html += `<p>${phrase(Math.min(25, left))}.</p>`;
    }
    return html;
  };
  return { word, phrase, paragraphs, random: random.next };
}
