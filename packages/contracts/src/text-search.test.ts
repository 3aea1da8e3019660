import { describe, expect, it } from 'vitest';
import { foldText, searchRows, slugify } from './text-search.ts';

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

describe('foldText and slugify', () => {
  it('fold case and accents away, ñ included', () => {
    expect(foldText('  Orientación PROFESIONAL ')).toBe('orientacion profesional');
    expect(foldText('Ñandú')).toBe('nandu');
  });

  it('slug titles without accents or symbols, never ending in a hyphen', () => {
    expect(slugify('Prácticas en ingeniería de estructuras')).toBe(
      'practicas-en-ingenieria-de-estructuras',
    );
    expect(slugify('Desarrollador/a full stack (junior) — Ñandú')).toBe(
      'desarrollador-a-full-stack-junior-nandu',
    );
    expect(slugify('  ¡Hola!  ')).toBe('hola');
    expect(slugify('a'.repeat(100)).length).toBe(80);
    // Cut where a hyphen falls: the hyphen goes too.
    expect(slugify(`${'a'.repeat(59)} b`, 60)).toBe('a'.repeat(59));
  });
});
