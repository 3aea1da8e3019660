import { describe, expect, it } from 'vitest';
import { offerFormMessages } from '../portal/company-offer-form.ts';
import { fieldErrorTextsEn, localiseFieldError } from './messages-en.ts';
import { validationMessages } from './messages.ts';

describe('field errors in English', () => {
  it('has an English text for every shared and offer-form message', () => {
    const codes = [...Object.values(validationMessages), ...Object.values(offerFormMessages)].map(
      (m) => m.codigo,
    );
    expect(codes.filter((codigo) => fieldErrorTextsEn[codigo] === undefined)).toEqual([]);
  });

  it('keeps the Spanish wording for Spanish and for codes without an English text', () => {
    const error = { campo: 'email', ...validationMessages.email };
    expect(localiseFieldError(error, 'es')).toBe(error);
    expect(localiseFieldError(error, 'en').mensaje).toBe('Enter a valid email address');
    const unknown = { campo: 'x', codigo: 'custom', mensaje: 'Mensaje propio' };
    expect(localiseFieldError(unknown, 'en')).toEqual(unknown);
  });
});
