/** What a candidate asks of an offer list, drawn the way people ask (many-users.ts, cold-lists.ts). */
import { prng } from '../../apps/api/src/db/seed/ids.ts';

export { prng };
export type Random = ReturnType<typeof prng>;

const unaccented = (word: string) => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * A list's query string: 40 % page 1 without filters, the rest a long tail (provinces in ~60 %
 * of those, a title word in ~45 % — half without accents, sometimes two —, pages 1–5,
 * omitirInscritos, contract, functional area, salary, training type, days since publication).
 */
export function randomListQuery(random: Random, words: readonly string[]): string {
  if (random.chance(0.4)) {
    return '';
  }
  const query = new URLSearchParams();
  const r = random.next();
  const pagina = r < 0.6 ? 1 : r < 0.78 ? 2 : random.int(3, 5);
  if (pagina > 1) {
    query.set('pagina', String(pagina));
  }
  if (random.chance(0.6)) {
    const provinces = random.chance(0.8) ? 1 : 2;
    query.set(
      'provincia',
      Array.from({ length: provinces }, () => random.int(1, 52))
        .filter((id, i, all) => all.indexOf(id) === i)
        .join(','),
    );
  }
  if (random.chance(0.45)) {
    const word = () => {
      const w = random.pick(words);
      return random.chance(0.5) ? unaccented(w) : w;
    };
    query.set('titulo', random.chance(0.2) ? `${word()} ${word()}` : word());
  }
  if (random.chance(0.27)) {
    query.set('omitirInscritos', '1');
  }
  if (random.chance(0.15)) {
    query.set('contrato', String(random.int(1, 10)));
  }
  if (random.chance(0.12)) {
    query.set('areaFuncional', String(random.int(1, 23)));
  }
  if (random.chance(0.08)) {
    query.set('salario', String(random.int(1, 9)));
  }
  if (random.chance(0.05)) {
    query.set('tiposFormacion', String(random.int(1, 11)));
  }
  if (random.chance(0.08)) {
    query.set('date', String(random.pick([1, 7, 15, 30])));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
