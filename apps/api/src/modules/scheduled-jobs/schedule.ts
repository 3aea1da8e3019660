import { PORTAL_TIME_ZONE } from '../../lib/dates.ts';

/** When a job runs: every so many minutes, or once a day at a time of day in Spain. */
export type Schedule = { everyMinutes: number } | { dailyAt: string };

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in Spain of an instant, read back as if it were UTC (for offsets). */
function spanishWallClockAsUtc(instant: number): number {
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The instant at which Spain's clocks show `hh:mm` on the calendar day `y-m-d`. */
function spanishInstant(y: number, m: number, d: number, hh: number, mm: number): number {
  const guess = Date.UTC(y, m, d, hh, mm);
  const first = guess - (spanishWallClockAsUtc(guess) - guess);
  // Once more with the offset at the first answer, which is right across a clock change.
  return guess - (spanishWallClockAsUtc(first) - first);
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isDailyTime(value: string): boolean {
  return HH_MM.test(value);
}

/** The first run strictly after `now`. */
export function nextRunAfter(schedule: Schedule, now: Date): Date {
  if ('everyMinutes' in schedule) {
    return new Date(now.getTime() + schedule.everyMinutes * 60_000);
  }
  const match = HH_MM.exec(schedule.dailyAt);
  if (!match) {
    throw new Error(`dailyAt must be HH:MM, not ${schedule.dailyAt}`);
  }
  const [hh, mm] = [Number(match[1]), Number(match[2])];
  const today = new Date(spanishWallClockAsUtc(now.getTime()));
  for (let offset = 0; offset <= 2; offset += 1) {
    const at = spanishInstant(
      today.getUTCFullYear(),
      today.getUTCMonth(),
      today.getUTCDate() + offset,
      hh,
      mm,
    );
    if (at > now.getTime()) {
      return new Date(at);
    }
  }
  throw new Error('unreachable: a daily time always falls within two days');
}

/** The first run of a job the portal has never run: interval jobs soon, daily ones at their hour. */
export function firstRun(schedule: Schedule, now: Date): Date {
  return 'everyMinutes' in schedule ? now : nextRunAfter(schedule, now);
}
