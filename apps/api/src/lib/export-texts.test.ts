import {
  agreementStatusTexts,
  eventCategoryNames,
  invoiceStatusTexts,
  offerStateNames,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { stateWord } from './export-texts.ts';

describe('export texts', () => {
  it('has the English of every offer, invoice and agreement state and event category named in the contracts', () => {
    const names = [
      ...Object.values(offerStateNames),
      ...Object.values(invoiceStatusTexts),
      ...Object.values(agreementStatusTexts),
      ...Object.values(eventCategoryNames),
    ];
    for (const name of names) {
      expect(stateWord(name, 'en'), name).not.toBe(name);
      expect(stateWord(name, 'es')).toBe(name);
    }
    expect(stateWord('Pagada', 'en')).toBe('Paid');
    expect(stateWord('Cerrada', 'en')).toBe('Closed');
  });

  it('leaves a name it does not know as written', () => {
    expect(stateWord('Estado nuevo', 'en')).toBe('Estado nuevo');
    expect(stateWord('toString', 'en')).toBe('toString');
  });
});
