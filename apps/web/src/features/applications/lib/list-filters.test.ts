import { describe, expect, it } from 'vitest';
import {
  familyOfRoute,
  moveItem,
  parseFilters,
  serialiseFilters,
  visibleFamilies,
} from './list-filters.ts';

describe('filters of my applications in the URL', () => {
  it('reads estado, text and pagina, dropping what is malformed', () => {
    expect(parseFilters(new URLSearchParams('estado=2,6,x,2,-1&text=banco&pagina=3'))).toEqual({
      estado: [2, 6],
      text: 'banco',
      pagina: 3,
    });
    expect(parseFilters(new URLSearchParams('pagina=0'))).toEqual({
      estado: [],
      text: '',
      pagina: 1,
    });
  });

  it('writes only what differs from the defaults and reads back the same', () => {
    expect(serialiseFilters({ estado: [], text: '  ', pagina: 1 }).toString()).toBe('');
    const params = serialiseFilters({ estado: [1, 16], text: ' datos ', pagina: 2 });
    expect(params.toString()).toBe('estado=1%2C16&text=datos&pagina=2');
    expect(parseFilters(params)).toEqual({ estado: [1, 16], text: 'datos', pagina: 2 });
  });

  it('maps the three list routes to their offer family', () => {
    expect(familyOfRoute('mis_candidaturas_empleo')).toBe('empleo');
    expect(familyOfRoute('mis_candidaturas_estudiante')).toBe('practicas');
    expect(familyOfRoute('mis_candidaturas_titulado')).toBe('practicastitulados');
    expect(familyOfRoute('home')).toBeNull();
  });

  it('shows students their internships and graduates the other two types', () => {
    expect(visibleFamilies(true, false)).toEqual(['practicas']);
    expect(visibleFamilies(false, true)).toEqual(['practicastitulados', 'empleo']);
    expect(visibleFamilies(true, true)).toEqual(['practicas', 'practicastitulados', 'empleo']);
  });
});

describe('moveItem (order of preference)', () => {
  it('moves one place up or down and leaves the ends unchanged', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
