import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download.ts';

describe('fileNameOf', () => {
  it('reads the RFC 5987 name first, then the plain one, else the fallback', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''curr%C3%ADculum%20Olga.pdf", 'x')).toBe(
      'currículum Olga.pdf',
    );
    expect(fileNameOf('attachment; filename="candidatos-oferta-7.csv"', 'x')).toBe(
      'candidatos-oferta-7.csv',
    );
    expect(fileNameOf(null, 'candidatos.csv')).toBe('candidatos.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'fallback.pdf')).toBe(
      'fallback.pdf',
    );
  });
});
