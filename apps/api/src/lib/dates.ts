/** The portal's calendar: dates the user sees are days in Spain. */
export const PORTAL_TIME_ZONE = 'Europe/Madrid';

const isoDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in Spain, as YYYY-MM-DD (comparable with SQL `date`). */
export const spanishDay = (instant: Date = new Date()): string => isoDayFormat.format(instant);

/**
 * A date as the spec writes it, dd/mm/yyyy (001 §3): an SQL `date` string (YYYY-MM-DD) as is, a
 * timestamp by its day in Spain.
 */
export function toDdMmYyyy(value: Date | string): string {
  const day = typeof value === 'string' ? value.slice(0, 10) : spanishDay(value);
  const [year, month, date] = day.split('-');
  return `${date ?? ''}/${month ?? ''}/${year ?? ''}`;
}
