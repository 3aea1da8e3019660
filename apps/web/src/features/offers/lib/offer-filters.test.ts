import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQueryOf,
  clearedFilters,
  defaultFilters,
  filtersFromSearch,
  searchFromFilters,
  toggleFacetValue,
  withFilters,
} from './offer-filters.ts';

describe('offer filters in the URL', () => {
  it('reads every filter of the spec with the spec names', () => {
    const filters = filtersFromSearch(
      '?titulo=%20ingeniería%20&date=7&fechainicio=2027-02-01&provincia=28,46&omitirInscritos=true' +
        '&paraIntermediacion=1&contrato=3&contrato=4&salario=2&titulaciones=36,37&areasTitulaciones=5' +
        '&areaFuncional=1&tituloPrograma=9&nivelesTitulaciones=7&tiposFormacion=1&pagina=3&vista=encajan',
    );
    expect(filters).toEqual({
      titulo: 'ingeniería',
      date: 7,
      fechainicio: '2027-02-01',
      provincia: [28, 46],
      omitirInscritos: true,
      paraIntermediacion: true,
      facets: {
        contrato: [3, 4],
        salario: [2],
        titulaciones: [36, 37],
        areasTitulaciones: [5],
        areaFuncional: [1],
        tituloPrograma: [9],
        nivelesTitulaciones: [7],
        tiposFormacion: [1],
      },
      pagina: 3,
      vista: 'encajan',
    });
  });

  it('treats ?filter=intermediacion as the intermediation filter', () => {
    expect(filtersFromSearch('?filter=intermediacion').paraIntermediacion).toBe(true);
    expect(filtersFromSearch('?filter=otra').paraIntermediacion).toBe(false);
  });

  it('ignores malformed values instead of failing', () => {
    const filters = filtersFromSearch(
      '?date=abc&fechainicio=2027-02-31&provincia=x,-1,0,28&pagina=0&vista=otra&contrato=1.5',
    );
    expect(filters.date).toBeNull();
    expect(filters.fechainicio).toBeNull();
    expect(filters.provincia).toEqual([28]);
    expect(filters.pagina).toBe(1);
    expect(filters.vista).toBe('todas');
    expect(filters.facets.contrato).toEqual([]);
  });

  it('accepts a Spanish day for fechainicio', () => {
    expect(filtersFromSearch('?fechainicio=01/03/2027').fechainicio).toBe('2027-03-01');
  });

  it('writes a short, stable URL and reads back the same state', () => {
    const state = toggleFacetValue(
      toggleFacetValue(
        withFilters(defaultFilters(), { titulo: 'datos', provincia: [46, 28], date: 15 }),
        'contrato',
        4,
        true,
      ),
      'contrato',
      3,
      true,
    );
    const search = searchFromFilters({ ...state, pagina: 2 });
    expect(search.toString()).toBe(
      'titulo=datos&date=15&provincia=46%2C28&contrato=3%2C4&pagina=2',
    );
    expect(filtersFromSearch(search)).toEqual({ ...state, pagina: 2, facets: state.facets });
    expect(searchFromFilters(defaultFilters()).toString()).toBe('');
  });

  it('turns filter=intermediacion into paraIntermediacion=true when written back', () => {
    const search = searchFromFilters(filtersFromSearch('?filter=intermediacion'));
    expect(search.toString()).toBe('paraIntermediacion=true');
  });

  it('sends the page size and every filter to the API', () => {
    const state = withFilters(defaultFilters(), {
      omitirInscritos: true,
      fechainicio: '2027-01-10',
      vista: 'encajan',
    });
    expect(apiQueryOf({ ...state, pagina: 4 }, 10).toString()).toBe(
      'pagina=4&porPagina=10&fechainicio=2027-01-10&omitirInscritos=true',
    );
  });

  it('goes back to page 1 on any change and counts the active filters', () => {
    const onPage3 = { ...defaultFilters(), pagina: 3 };
    const changed = toggleFacetValue(onPage3, 'salario', 2, true);
    expect(changed.pagina).toBe(1);
    expect(activeFilterCount(changed)).toBe(1);
    expect(toggleFacetValue(changed, 'salario', 2, false).facets.salario).toEqual([]);
    const busy = withFilters(changed, { provincia: [1, 2], paraIntermediacion: true, titulo: 'x' });
    expect(activeFilterCount(busy)).toBe(4);
    expect(clearedFilters(busy)).toEqual({ ...defaultFilters(), titulo: 'x' });
  });
});
