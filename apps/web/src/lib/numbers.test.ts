import { describe, expect, it } from 'vitest';
import {
  formatFileSize,
  formatGrade,
  formatMoney,
  numberFormatter,
  numberMarks,
  pastedDecimal,
} from './numbers.ts';

// Intl puts a no-break space (U+00A0) before the euro sign.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('numbers', () => {
  it('write euros as a reader of the language does, from a number or a decimal string', () => {
    expect(plain(formatMoney(450, 'es'))).toBe('450,00 €');
    expect(plain(formatMoney('1234.5', 'es'))).toBe('1234,50 €');
    expect(plain(formatMoney('12345.5', 'es'))).toBe('12.345,50 €');
    expect(formatMoney('12345.5', 'en')).toBe('€12,345.50');
  });

  it('group the digits of a count', () => {
    expect(numberFormatter('es').format(12345)).toBe('12.345');
    expect(numberFormatter('en').format(12345)).toBe('12,345');
  });

  it('write a file size in KB or MB, one decimal at most, never zero', () => {
    expect(formatFileSize(12_800, 'es')).toBe('12,5 KB');
    expect(formatFileSize(5_242_880, 'es')).toBe('5 MB');
    expect(formatFileSize(1_363_149, 'en')).toBe('1.3 MB');
    expect(formatFileSize(3, 'es')).toBe('0,1 KB');
  });
});

describe('grades', () => {
  it('are written with the reader’s decimal mark, at most two decimals', () => {
    expect(formatGrade(7.85, 'es')).toBe('7,85');
    expect(formatGrade(7.85, 'en')).toBe('7.85');
    expect(formatGrade(9, 'es')).toBe('9');
  });
});

describe('typed and pasted decimals', () => {
  it('read a pasted decimal with either mark, and nothing else', () => {
    expect(pastedDecimal('8.5')).toBe(8.5);
    expect(pastedDecimal(' 8,25 ')).toBe(8.25);
    expect(pastedDecimal('9')).toBe(9);
    expect(pastedDecimal('1.234,5')).toBeNull();
    expect(pastedDecimal('ocho')).toBeNull();
  });

  it("follow the reader's marks", () => {
    expect(numberMarks('es')).toEqual({ decimalSeparator: ',', thousandSeparator: '.' });
    expect(numberMarks('en')).toEqual({ decimalSeparator: '.', thousandSeparator: ',' });
  });
});
