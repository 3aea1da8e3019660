import { describe, expect, it } from 'vitest';
import { programmeDuration, type MonthsText } from './duration.ts';

const months: MonthsText = (count) => `${String(count)} ${count === 1 ? 'mes' : 'meses'}`;

describe('programmeDuration', () => {
  it("says 'mes' in singular for one month and 'meses' otherwise", () => {
    expect(programmeDuration({ meses: 1, meses2: null, operadorMeses: null }, months)).toBe(
      '1 mes',
    );
    expect(programmeDuration({ meses: 12, meses2: null, operadorMeses: null }, months)).toBe(
      '12 meses',
    );
  });

  it('joins two values with the operator, the unit after the second', () => {
    expect(programmeDuration({ meses: 6, meses2: 12, operadorMeses: 'o' }, months)).toBe(
      '6 o 12 meses',
    );
    expect(programmeDuration({ meses: 3, meses2: 6, operadorMeses: ' a ' }, months)).toBe(
      '3 a 6 meses',
    );
  });

  it("falls back to '-' without an operator and to one value when both are equal", () => {
    expect(programmeDuration({ meses: 3, meses2: 6, operadorMeses: null }, months)).toBe(
      '3 - 6 meses',
    );
    expect(programmeDuration({ meses: 6, meses2: 6, operadorMeses: 'o' }, months)).toBe('6 meses');
  });
});

describe("a programme's duration in the reader's language", () => {
  it('translates the operator it knows and keeps any other as written', () => {
    const english = (operator: string) => ({ o: 'or', a: 'to' })[operator] ?? operator;
    const monthsEn = (count: number) => `${String(count)} months`;
    expect(programmeDuration({ meses: 2, meses2: 3, operadorMeses: 'o' }, monthsEn, english)).toBe(
      '2 or 3 months',
    );
    expect(programmeDuration({ meses: 2, meses2: 3, operadorMeses: '/' }, monthsEn, english)).toBe(
      '2 / 3 months',
    );
  });
});
