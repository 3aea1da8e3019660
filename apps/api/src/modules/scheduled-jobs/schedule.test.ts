import { describe, expect, it } from 'vitest';
import { firstRun, nextRunAfter } from './schedule.ts';

describe('job schedules', () => {
  it('puts an interval job an interval after now, and its first run at once', () => {
    const now = new Date('2026-03-10T10:00:00Z');
    expect(nextRunAfter({ everyMinutes: 15 }, now).toISOString()).toBe('2026-03-10T10:15:00.000Z');
    expect(firstRun({ everyMinutes: 15 }, now)).toEqual(now);
  });

  it('puts a daily job at its hour in Spain, today if still ahead, otherwise tomorrow', () => {
    // Winter (UTC+1): 03:30 in Madrid is 02:30 UTC.
    expect(nextRunAfter({ dailyAt: '03:30' }, new Date('2026-01-15T01:00:00Z')).toISOString()).toBe(
      '2026-01-15T02:30:00.000Z',
    );
    expect(nextRunAfter({ dailyAt: '03:30' }, new Date('2026-01-15T02:30:00Z')).toISOString()).toBe(
      '2026-01-16T02:30:00.000Z',
    );
    // Summer (UTC+2).
    expect(nextRunAfter({ dailyAt: '00:05' }, new Date('2026-07-01T12:00:00Z')).toISOString()).toBe(
      '2026-07-01T22:05:00.000Z',
    );
  });

  it('follows Spain’s clock change', () => {
    // The night of 28→29 March 2026 the clocks go forward: 03:30 on the 29th is 01:30 UTC.
    expect(nextRunAfter({ dailyAt: '03:30' }, new Date('2026-03-28T12:00:00Z')).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // The night of 24→25 October 2026 they go back: 03:30 on the 25th is 02:30 UTC.
    expect(nextRunAfter({ dailyAt: '03:30' }, new Date('2026-10-24T12:00:00Z')).toISOString()).toBe(
      '2026-10-25T02:30:00.000Z',
    );
  });

  it('refuses a time of day that is not HH:MM', () => {
    expect(() => nextRunAfter({ dailyAt: '25:00' }, new Date())).toThrow(/HH:MM/);
  });
});
