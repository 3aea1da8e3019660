import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './dates.ts';

describe('dates', () => {
  it('show an instant in Madrid time, day first in both languages', () => {
    expect(formatDateTime('2026-11-28T08:30:00.000Z', 'es')).toBe('28/11/2026, 09:30');
    expect(formatDateTime('2026-11-28T08:30:00.000Z', 'en')).toBe('28/11/2026, 09:30');
    // Summer time: two hours ahead of UTC.
    expect(formatDateTime('2026-07-01T22:15:00.000Z', 'es')).toBe('02/07/2026, 00:15');
    expect(formatDateTime('not a date', 'es')).toBe('not a date');
  });

  it('show a day with its month named, from either wire form', () => {
    expect(formatDay('12/03/2027', 'es')).toBe('12 mar 2027');
    expect(formatDay('2027-03-12', 'en')).toBe('12 Mar 2027');
    expect(formatDay('31/02/2027', 'es')).toBe('31/02/2027');
  });
});
