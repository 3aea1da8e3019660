import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatDigitsDay, formatTime, wireDateValue } from './dates.ts';

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

  it('keep the digits of a day for a Spanish reader and name the month for an English one', () => {
    expect(formatDigitsDay('2022-09-15', 'es')).toBe('15/09/2022');
    expect(formatDigitsDay('03/04/2027', 'es')).toBe('03/04/2027');
    expect(formatDigitsDay('03/04/2027', 'en')).toBe('3 Apr 2027');
    expect(formatDigitsDay('2022-09-15', 'en')).toBe('15 Sept 2022');
  });

  it('show the day and time of an instant in Madrid, whatever zone the browser is in', () => {
    // 23:06 UTC is already the next day in Madrid: a list (dated by the server) and a sheet
    // (formatting the instant) must agree on it.
    expect(formatDay('2026-11-27T23:06:00.000Z', 'es')).toBe('28 nov 2026');
    expect(formatTime('2026-11-27T23:06:00.000Z', 'es')).toBe('00:06');
    expect(formatDay('2026-07-01T22:15:00.000Z', 'en')).toBe('2 Jul 2026');
    // Days keep their order whatever their wire form.
    expect(wireDateValue('28/11/2026')).toBeLessThan(wireDateValue('29/11/2026') ?? 0);
    expect(formatDay('28/11/2026', 'es')).toBe('28 nov 2026');
  });
});
