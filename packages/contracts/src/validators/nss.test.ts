import { describe, expect, it } from 'vitest';
import { isValidNss, normalizeNss, nssControlFor } from './nss.ts';

// Control = (province·10^8 + number) mod 97 when number ≥ 10^7, else (province·10^7 + number) mod 97:
//   28 12345678 → 2812345678 mod 97 = 40
//   01 10000000 → 110000000 mod 97 = 60
//   08 01234567 → number < 10^7: 8·10^7 + 1234567 = 81234567 mod 97 = 74
//   46 00123456 → 46·10^7 + 123456 = 460123456 mod 97 = 76

describe('nssControlFor', () => {
  it.each([
    ['28', '12345678', '40'],
    ['01', '10000000', '60'],
    ['08', '01234567', '74'],
    ['46', '00123456', '76'],
  ])('gives %s %s the control %s', (province, number, control) => {
    expect(nssControlFor(province, number)).toBe(control);
  });
});

describe('isValidNss', () => {
  it.each([
    '281234567840',
    '28/12345678/40',
    '28 12345678 40',
    '28-12345678-40',
    '080123456774',
    '460012345676',
    '011000000060',
  ])('accepts %j', (value) => {
    expect(isValidNss(value)).toBe(true);
  });

  it.each([
    '281234567841', // wrong control
    '080123456717', // 17 = (8·10^8 + 1234567) mod 97: the ≥ 10^7 rule wrongly used
    '28123456784', // 11 digits
    '2812345678400', // 13 digits
    'AB/12345678/40', // letters
    '28a12345678b40', // letters between the digits
    '',
  ])('rejects %j', (value) => {
    expect(isValidNss(value)).toBe(false);
  });

  it('normalises to the 12 digits', () => {
    expect(normalizeNss('28/12345678/40')).toBe('281234567840');
  });
});
