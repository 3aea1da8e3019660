import { describe, expect, it } from 'vitest';
import { itemText, nameInList, referenceOptions } from './reference-lists.ts';

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
});
