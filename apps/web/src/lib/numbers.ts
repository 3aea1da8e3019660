import type { ClipboardEvent } from 'react';
import { keptFormatters } from './locale.ts';

const numberFormatters = keptFormatters(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** A number formatter per locale and options (digit grouping: '12.345' / '12,345'). */
export const numberFormatter = (language: string, options: Intl.NumberFormatOptions = {}) =>
  numberFormatters(language, options);

const euros: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };

/**
 * An amount in euros as a reader of the language writes it: '1.234,50 €' in Spanish, '€1,234.50'
 * in English. The wire sends amounts as numbers or as decimal strings ('450.00').
 */
export function formatMoney(value: number | string, language: string): string {
  return numberFormatter(language, euros).format(Number(value));
}

/** A file's size as '12,5 KB' or '1,2 MB' (one decimal at most, never '0 KB'). */
export function formatFileSize(bytes: number, language: string): string {
  const format = numberFormatter(language, { maximumFractionDigits: 1 });
  const kb = bytes / 1024;
  return kb < 1024 ? `${format.format(Math.max(kb, 0.1))} KB` : `${format.format(kb / 1024)} MB`;
}

/** A grade as a reader of the language writes it: '7,85' in Spanish, '7.85' in English. */
export function formatGrade(value: number, language: string): string {
  return numberFormatter(language, { maximumFractionDigits: 2 }).format(value);
}

/** A pasted decimal number written with either mark ('8.5', '8,5'); null for any other text. */
export function pastedDecimal(text: string): number | null {
  const match = /^\s*(\d+)(?:[.,](\d+))?\s*$/.exec(text);
  return match ? Number(`${match[1] ?? ''}.${match[2] ?? '0'}`) : null;
}

/** The decimal mark and digit grouping a reader of the language types: 1.234,5 or 1,234.5. */
export const numberMarks = (language: string) =>
  language.startsWith('en')
    ? ({ decimalSeparator: '.', thousandSeparator: ',' } as const)
    : ({ decimalSeparator: ',', thousandSeparator: '.' } as const);

/**
 * Props of a decimal field without digit grouping (a grade, hours a day) in the reader's language:
 * its decimal mark, and a pasted '8.5' or '8,5' read as a decimal, where the field would
 * otherwise drop the other mark and take 85.
 */
export function decimalFieldProps(language: string, onValue: (value: number) => void) {
  return {
    decimalSeparator: numberMarks(language).decimalSeparator,
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
      const value = pastedDecimal(event.clipboardData.getData('text'));
      if (value !== null) {
        event.preventDefault();
        onValue(value);
      }
    },
  };
}
