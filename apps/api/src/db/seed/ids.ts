import { DAY_MS } from '../../lib/dates.ts';
/** Check digits for demo identity documents (so the demo data passes the same validators). */
const dniLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';

export const dni = (n: number) => `${String(n).padStart(8, '0')}${dniLetters[n % 23] ?? ''}`;

/** CIF of a company (A = S.A., B = S.L.): letter + 7 digits + control digit. */
export function cif(letter: 'A' | 'B', digits: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i += 1) {
    const d = Number(digits[i]);
    if (i % 2 === 1) {
      sum += d;
    } else {
      const doubled = d * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  }
  return `${letter}${digits}${String((10 - (sum % 10)) % 10)}`;
}

/** Spanish social security number: province (2) + number (8) + control (2). */
export function nss(province: number, number: number): string {
  const base =
    number >= 10_000_000 ? province * 100_000_000 + number : province * 10_000_000 + number;
  return `${String(province).padStart(2, '0')}${String(number).padStart(8, '0')}${String(base % 97).padStart(2, '0')}`;
}

/** Deterministic pseudo-random numbers (mulberry32) so demo and bench data are reproducible. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) {
        throw new Error('pick from empty list');
      }
      return item;
    },
    chance: (p: number) => next() < p,
  };
}

/** A date `days` from `base` as YYYY-MM-DD. */
export const isoDay = (base: Date, days: number) =>
  new Date(base.getTime() + days * DAY_MS).toISOString().slice(0, 10);
