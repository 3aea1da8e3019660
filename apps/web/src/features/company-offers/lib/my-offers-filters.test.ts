import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromSearch, searchFromFilters } from './my-offers-filters.ts';

describe('my offers filters in the URL', () => {
  it('reads every filter and takes the family from the path', () => {
    const search = new URLSearchParams(
      'estado=2&date=30&titulo=analista&type=empleo&omitirLeidos=true&caducanPronto=1&soloConCandidatos=true',
    );
    expect(filtersFromSearch(search, 'practicas')).toEqual({
      estado: 2,
      date: 30,
      titulo: 'analista',
      type: 'practicas',
      omitirLeidos: true,
      caducanPronto: true,
      soloConCandidatos: true,
    });
  });

  it('drops only the values the contract refuses', () => {
    const search = new URLSearchParams('estado=9&date=abc&titulo=datos&type=otra&omitirLeidos=no');
    expect(filtersFromSearch(search, undefined)).toEqual({ titulo: 'datos' });
  });

  it('writes back the filters that are on, without the family of the path', () => {
    const search = searchFromFilters(
      { estado: 1, type: 'empleo', omitirLeidos: false, soloConCandidatos: true, titulo: '' },
      'empleo',
    );
    expect(search.toString()).toBe('estado=1&soloConCandidatos=true');
    expect(searchFromFilters({ type: 'empleo' }, undefined).toString()).toBe('type=empleo');
  });

  it('counts the filters that are on', () => {
    expect(activeFilterCount({ type: 'empleo' }, 'empleo')).toBe(0);
    expect(activeFilterCount({ type: 'empleo', caducanPronto: true }, undefined)).toBe(2);
  });
});
