/** The portal's calendar: dates the user sees are days in Spain. */
export const PORTAL_TIME_ZONE = 'Europe/Madrid';

/** A day in milliseconds (for ages and deadlines counted in whole days of 24 hours). */
export const DAY_MS = 86_400_000;

const isoDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Days already formatted, by minute (Spain's days start on a whole hour): Intl is slow per row. */
let dayByMinute = new Map<number, string>();

/** The calendar day of an instant in Spain, as YYYY-MM-DD (comparable with SQL `date`). */
export function spanishDay(instant: Date = new Date()): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  const known = dayByMinute.get(minute);
  if (known !== undefined) {
    return known;
  }
  if (dayByMinute.size >= 10_000) {
    dayByMinute = new Map();
  }
  const day = isoDayFormat.format(instant);
  dayByMinute.set(minute, day);
  return day;
}

/**
 * A date as the spec writes it, dd/mm/yyyy: an SQL `date` string (YYYY-MM-DD) as is, a
 * timestamp by its day in Spain.
 */
export function toDdMmYyyy(value: Date | string): string {
  const day = typeof value === 'string' ? value.slice(0, 10) : spanishDay(value);
  const [year, month, date] = day.split('-');
  return `${date ?? ''}/${month ?? ''}/${year ?? ''}`;
}
