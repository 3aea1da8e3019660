import type { ProgrammeSummary } from '@portal/contracts';

type Months = Pick<ProgrammeSummary, 'meses' | 'meses2' | 'operadorMeses'>;

/** Translates the count of months ('1 mes', '6 meses'). */
export type MonthsText = (count: number) => string;

/** The operator between two counts in the reader's language ('o' → 'or'); others as written. */
export type OperatorText = (operator: string) => string;

/**
 * Duration of a programme: '1 mes', '12 meses', or two values joined by operadorMeses,
 * the unit after the second ('6 o 12 meses'); '-' when no operator is given.
 */
export function programmeDuration(
  programme: Months,
  months: MonthsText,
  operatorText: OperatorText = (operator) => operator,
): string {
  const { meses, meses2, operadorMeses } = programme;
  if (meses2 === null || meses2 === meses) {
    return months(meses);
  }
  const trimmed = operadorMeses?.trim() ?? '';
  const operator = trimmed === '' ? '-' : operatorText(trimmed);
  return `${String(meses)} ${operator} ${months(meses2)}`;
}
