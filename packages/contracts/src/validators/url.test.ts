import { describe, expect, it } from 'vitest';
import { isValidUrl } from './url.ts';

describe('isValidUrl', () => {
  it.each([
    'https://www.universidad.es',
    'http://empleo.universidad.es/ofertas?page=2#lista',
    'https://mi-portfolio.dev/proyectos/',
    'http://localhost:5173/cv',
    'https://192.168.1.10:8443/x',
    'HTTPS://EXAMPLE.COM',
  ])('accepts %j', (value) => {
    expect(isValidUrl(value)).toBe(true);
  });

  it.each([
    'www.universidad.es', // no scheme
    'ftp://universidad.es', // not http(s)
    'javascript:alert(1)',
    'https://', // no host
    'https://universidad', // no dot in the host
    'https://universidad.es/con espacio',
    'https://300.1.1.1/', // IPv4 part over 255
    '',
  ])('rejects %j', (value) => {
    expect(isValidUrl(value)).toBe(false);
  });
});
