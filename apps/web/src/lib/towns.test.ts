import { describe, expect, it } from 'vitest';
import { townFilter, townName, townRank } from './towns.ts';

describe('town names and search', () => {
  it('writes upper-case names in their proper case', () => {
    expect(townName('HUMANES DE MADRID')).toBe('Humanes de Madrid');
    expect(townName('LAS ROZAS DE MADRID')).toBe('Las Rozas de Madrid');
    expect(townName("L'HOSPITALET DE LLOBREGAT")).toBe("L'Hospitalet de Llobregat");
    expect(townName('ALICANTE/ALACANT')).toBe('Alicante/Alacant');
    expect(townName('ÁVILA')).toBe('Ávila');
  });

  it('ranks the exact name, then prefixes, then word prefixes, then the rest', () => {
    const options = [
      'Humanes de Madrid',
      'Madrid',
      'Madridejos',
      'Pozuelo de Alarcón',
      'Alcalá de Henares',
    ].map((label, i) => ({ value: String(i), label }));
    const found = townFilter({ options, search: 'madrid', limit: 50 });
    expect(found.map((o) => ('label' in o ? o.label : ''))).toEqual([
      'Madrid',
      'Madridejos',
      'Humanes de Madrid',
    ]);
    expect(townRank('Ávila', 'avila')).toBe(0);
    expect(townRank('Alcalá de Henares', 'henares')).toBe(2);
    expect(townRank('Getafe', 'xyz')).toBeNull();
  });
});
