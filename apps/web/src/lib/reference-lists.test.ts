import { describe, expect, it } from 'vitest';
import {
  documentTypeText,
  itemText,
  nameInList,
  referenceOptions,
  skillOptions,
} from './reference-lists.ts';

const english = { id: 2, descripcion: 'Inglés', descripcionEn: 'English' };

describe('reference-list names', () => {
  it('names an item in English when the list has an English name, else in Spanish', () => {
    expect(itemText(english, 'en')).toBe('English');
    expect(itemText(english, 'en-GB')).toBe('English');
    expect(itemText(english, 'es')).toBe('Inglés');
    expect(itemText({ descripcion: 'Hostelería' }, 'en')).toBe('Hostelería');
    expect(itemText({ descripcion: 'Hostelería', descripcionEn: '' }, 'en')).toBe('Hostelería');
  });

  it("gives a list as a select's options in the page's language, none while it loads", () => {
    const areas = [
      {
        id: 1,
        descripcion: 'Administración y finanzas',
        descripcionEn: 'Administration and finance',
      },
      { id: 3, descripcion: 'Ingeniería', descripcionEn: 'Engineering' },
    ];
    expect(referenceOptions(areas, 'en')).toEqual([
      { value: '1', label: 'Administration and finance' },
      { value: '3', label: 'Engineering' },
    ]);
    expect(referenceOptions(areas, 'es')[1]).toEqual({ value: '3', label: 'Ingeniería' });
    expect(referenceOptions(undefined, 'en')).toEqual([]);
  });

  it('names an id from the list, or the answer’s own text while the list loads', () => {
    expect(nameInList([english], 2, 'Inglés', 'en')).toBe('English');
    expect(nameInList(undefined, 2, 'Inglés', 'en')).toBe('Inglés');
    expect(nameInList([english], null, '', 'en')).toBe('');
  });

  it('groups computer programs by category, both named in the page’s language', () => {
    const programs = [
      { id: 1, descripcion: 'Word', categoria: 'Ofimática', categoriaEn: 'Office software' },
      { id: 9, descripcion: 'Python', categoria: 'Programación', categoriaEn: 'Programming' },
      { id: 2, descripcion: 'Excel', categoria: 'Ofimática', categoriaEn: 'Office software' },
      {
        id: 36,
        descripcion: 'Redes sociales',
        descripcionEn: 'Social media',
        categoria: 'Web y marketing digital',
        categoriaEn: 'Web and digital marketing',
      },
    ];
    expect(skillOptions(programs, 'es')).toEqual([
      {
        group: 'Ofimática',
        items: [
          { value: '1', label: 'Word' },
          { value: '2', label: 'Excel' },
        ],
      },
      { group: 'Programación', items: [{ value: '9', label: 'Python' }] },
      { group: 'Web y marketing digital', items: [{ value: '36', label: 'Redes sociales' }] },
    ]);
    expect(skillOptions(programs, 'en').map((g) => g.group)).toEqual([
      'Office software',
      'Programming',
      'Web and digital marketing',
    ]);
    expect(skillOptions(programs, 'en')[2]?.items).toEqual([
      { value: '36', label: 'Social media' },
    ]);
  });
});

describe('documentTypeText', () => {
  it('names a known document type in the page language, whatever the answer carried', () => {
    const answer = { nombre: 'CV propio', detalle: 'Texto del servidor' };
    expect(documentTypeText(1, answer, 'en').nombre).toBe('Own CV');
    expect(documentTypeText(1, answer, 'es').nombre).toBe('CV propio');
    expect(documentTypeText(1, answer, 'es').detalle).not.toBe('Texto del servidor');
  });

  it("keeps the answer's own name and detail for a type it does not know", () => {
    expect(documentTypeText(9999, { nombre: 'Carta de la tutora', detalle: null }, 'en')).toEqual({
      nombre: 'Carta de la tutora',
      detalle: '',
    });
  });
});
