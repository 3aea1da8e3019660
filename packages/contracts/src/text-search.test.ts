import { describe, expect, it } from 'vitest';
import { searchRows } from './text-search.ts';

const rows = [
  { titulo: 'Guía de orientación laboral', fuente: null },
  { titulo: 'Prácticas en empresa', fuente: 'Diario' },
  { titulo: 'Entrevista', fuente: 'Radio ORIENTACIÓN' },
];
const texts = (r: (typeof rows)[number]) => [r.titulo, r.fuente];

describe('searchRows', () => {
  it('keeps every row for an empty search', () => {
    expect(searchRows(rows, '  ', texts)).toEqual(rows);
  });

  it('ignores accents and case and looks in every text', () => {
    expect(searchRows(rows, 'orientacion', texts).map((r) => r.titulo)).toEqual([
      'Guía de orientación laboral',
      'Entrevista',
    ]);
  });

  it('needs every word', () => {
    expect(searchRows(rows, 'guia laboral', texts)).toHaveLength(1);
    expect(searchRows(rows, 'guia empresa', texts)).toHaveLength(0);
  });
});
