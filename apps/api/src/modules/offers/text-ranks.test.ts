import { describe, expect, it } from 'vitest';
import { TextRanks } from './text-ranks.ts';

describe('a text search’s ranks', () => {
  it('finds each offer’s relevance by id, whatever the order the search found them in', () => {
    const entries = [
      [40, 1.5],
      [7, 6],
      [300, 0.5],
      [12, 2],
      [2_147_000_000, 3],
    ] as const;
    const ranks = TextRanks.of(entries);
    expect(ranks.size).toBe(5);
    expect([...ranks]).toEqual(entries.map(([id, score]) => [id, score]));
    for (const [id, score] of entries) {
      expect(ranks.has(id)).toBe(true);
      expect(ranks.get(id)).toBe(score);
    }
    for (const missing of [0, 8, 41, 301, 2_146_999_999]) {
      expect(ranks.has(missing)).toBe(false);
      expect(ranks.get(missing)).toBeUndefined();
    }
  });

  it('finds nothing in an empty search', () => {
    expect(TextRanks.of([]).has(1)).toBe(false);
  });
});
