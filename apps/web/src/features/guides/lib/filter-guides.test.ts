import type { Guide } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { filterGuides } from './filter-guides.ts';

const guide = (idGuia: number, titulo: string): Guide => ({
  idGuia,
  titulo,
  descripcion: '<p>Texto</p>',
  urlFichero: null,
  ulrImagen: null,
});

const guides = [
  guide(1, 'Cómo preparar tu entrevista'),
  guide(2, 'Guía de orientación profesional'),
  guide(3, 'Redacta tu currículum'),
];

describe('filterGuides', () => {
  it('keeps every guide when the search is blank', () => {
    expect(filterGuides(guides, '   ')).toHaveLength(3);
  });

  it('finds titles ignoring case and accents', () => {
    expect(filterGuides(guides, 'ORIENTACION').map((g) => g.idGuia)).toEqual([2]);
    expect(filterGuides(guides, 'curriculum').map((g) => g.idGuia)).toEqual([3]);
  });

  it('needs every word of the search in the title', () => {
    expect(filterGuides(guides, 'tu entrevista').map((g) => g.idGuia)).toEqual([1]);
    expect(filterGuides(guides, 'tu empleo')).toEqual([]);
  });
});
