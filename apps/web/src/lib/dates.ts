import { keptFormatters } from './locale.ts';

/** A date formatter per locale and options (the home's dates format on a phone's main thread). */
export const dateFormatter = keptFormatters(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/** Wire dates are ISO 8601 timestamps or Spanish 'dd/mm/yyyy' days. */
export function parseWireDate(value: string): Date | null {
  const spanish = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (spanish !== null) {
    const [, day = '', month = '', year = ''] = spanish;
    const date = new Date(Number(year), Number(month) - 1, Number(day));
    return date.getMonth() === Number(month) - 1 ? date : null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A wire date as a number to sort by (null when unparseable, sorted last). */
export const wireDateValue = (value: string): number | null =>
  parseWireDate(value)?.getTime() ?? null;

const dayOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** A day as '12 mar 2027' / '12 Mar 2027'; unparseable values are shown as received. */
export function formatDay(value: string, language: string): string {
  const date = parseWireDate(value);
  return date === null ? value : dateFormatter(language, dayOptions).format(date);
}

/**
 * Makes the formatter of `formatDay` ahead of its first use: the first date formatter loads the
 * locale's calendar data (tens of milliseconds on a phone). Called while the first page's calls
 * are out (first-page-data.ts), when the main thread waits anyway, instead of in the render that
 * shows their answers.
 */
export function prepareDayFormatter(language: string): void {
  dateFormatter(language, dayOptions);
}

/** The time of day, '10:00'. */
export function formatTime(value: string, language: string): string {
  const date = parseWireDate(value);
  return date === null
    ? ''
    : dateFormatter(language, { hour: '2-digit', minute: '2-digit' }).format(date);
}

const dateTimeOptions: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Madrid',
};

/**
 * An instant as '28/11/2026, 09:30' in Madrid time, day first in both languages (the careers
 * office reads every timestamp the same way wherever its browser is); unparseable values as
 * received.
 */
export function formatDateTime(value: string, language: string): string {
  const date = parseWireDate(value);
  return date === null ? value : dateFormatter(language, dateTimeOptions).format(date);
}
