import { describe, expect, it } from 'vitest';
import { spanishToday } from './form-fields.ts';

describe("today in Spain's calendar", () => {
  it('turns the day at midnight in Madrid, summer time and winter time alike', () => {
    expect(spanishToday(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(spanishToday(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(spanishToday(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(spanishToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('follows the instant it is given, call after call', () => {
    const days = ['2026-03-01', '2026-03-02', '2025-11-15'].map((day) =>
      spanishToday(new Date(`${day}T12:00:00Z`)),
    );
    expect(days).toEqual(['2026-03-01', '2026-03-02', '2025-11-15']);
  });
});
