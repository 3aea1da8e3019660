import { describe, expect, it } from 'vitest';
import { spanishDay, toDdMmYyyy } from './dates.ts';

describe('dates', () => {
  it('formats SQL dates and timestamps as dd/mm/yyyy in Spain', () => {
    expect(toDdMmYyyy('2026-03-09')).toBe('09/03/2026');
    // 23:30 UTC on 31 December is already 1 January in Madrid.
    expect(toDdMmYyyy(new Date('2025-12-31T23:30:00Z'))).toBe('01/01/2026');
    expect(spanishDay(new Date('2026-07-15T21:59:00Z'))).toBe('2026-07-15');
    expect(spanishDay(new Date('2026-07-15T22:01:00Z'))).toBe('2026-07-16');
  });

  it('gives the same day when asked again, on both sides of midnight in Spain', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(spanishDay(new Date('2026-11-25T22:59:59.999Z'))).toBe('2026-11-25');
      expect(spanishDay(new Date('2026-11-25T23:00:00Z'))).toBe('2026-11-26');
      expect(spanishDay(new Date('2026-03-29T00:59:00Z'))).toBe('2026-03-29');
    }
  });
});
