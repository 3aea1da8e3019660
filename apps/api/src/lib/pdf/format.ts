import { PORTAL_TIME_ZONE } from '../dates.ts';

export type PdfLanguage = 'es' | 'en';

const locale = (lang: PdfLanguage) => (lang === 'en' ? 'en-GB' : 'es-ES');

/** An amount in euros as the reader writes it: «1.210,00 €» in Spanish, «€1,210.00» in English. */
export function money(amount: number | string, lang: PdfLanguage = 'es'): string {
  return new Intl.NumberFormat(locale(lang), { style: 'currency', currency: 'EUR' }).format(
    Number(amount),
  );
}

/** A percentage rate: «21 %» in Spanish, «21%» in English. */
export function percent(rate: number | string, lang: PdfLanguage = 'es'): string {
  return new Intl.NumberFormat(locale(lang), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(Number(rate) / 100);
}

/** dd/mm/yyyy, the day in Spain. */
export function shortDate(value: Date, lang: PdfLanguage = 'es'): string {
  return new Intl.DateTimeFormat(locale(lang), {
    timeZone: PORTAL_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(value);
}

/** «10 de noviembre de 2026» / «10 November 2026», the day in Spain. */
export function longDate(value: Date, lang: PdfLanguage = 'es'): string {
  return new Intl.DateTimeFormat(locale(lang), {
    timeZone: PORTAL_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(value);
}
