import { keptFormatters } from './locale.ts';

/**
 * The portal's time zone: every day and time is shown as the careers office and the server count
 * them (a list's «today», an application's date), whatever zone the browser is in.
 */
export const PORTAL_TIME_ZONE = 'Europe/Madrid';

/** A date formatter per locale and options (the home's dates format on a phone's main thread). */
export const dateFormatter = keptFormatters(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/** Wire dates are ISO 8601 timestamps or Spanish 'dd/mm/yyyy' days. */
export function parseWireDate(value: string): Date | null {
  const spanish = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (spanish !== null) {
    const [, day = '', month = '', year = ''] = spanish;
    // Noon UTC: the same day in the portal's zone (UTC+1 or +2), where it is shown.
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), 12));
    return date.getUTCMonth() === Number(month) - 1 ? date : null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A wire date as a number to sort by (null when unparseable, sorted last). */
export const wireDateValue = (value: string): number | null =>
  parseWireDate(value)?.getTime() ?? null;

const dayOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: PORTAL_TIME_ZONE,
};

/**
 * A day as '12 mar 2027' / '12 Mar 2027' in the portal's zone; unparseable values are shown as
 * received.
 */
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

const timeOptions: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: PORTAL_TIME_ZONE,
};

/** The time of day in the portal's zone, '10:00'. */
export function formatTime(value: string, language: string): string {
  const date = parseWireDate(value);
  return date === null ? '' : dateFormatter(language, timeOptions).format(date);
}

const dateTimeOptions: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: PORTAL_TIME_ZONE,
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

/**
 * A day where the spec writes it as digits: dd/mm/yyyy for a Spanish reader, as the careers office
 * writes it; with the month's name for an English reader ('3 Apr 2027'), who would read 03/04 as
 * the fourth of March. Takes the wire's 'dd/mm/yyyy' or an ISO day. The language is unknown
 * (undefined) before i18next has started, as in a component's test without it.
 */
export function formatDigitsDay(value: string, language: string | undefined): string {
  if (language?.startsWith('en') === true) {
    return formatDay(value, language);
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return iso === null ? value : `${iso[3] ?? ''}/${iso[2] ?? ''}/${iso[1] ?? ''}`;
}
