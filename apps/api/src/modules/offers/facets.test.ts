import { offerFacetNames, type OfferFacetName } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ambitos, areasFuncionales, tiposContrato, titulaciones } from '../domains/data/index.ts';
import { seededRandom } from '../../test/seeded-random.ts';
import { toFacets } from './facets.ts';
import type { FacetCount } from './offer-index.ts';

const sources: [OfferFacetName, readonly { id: number; descripcion: string }[]][] = [
  ['titulaciones', titulaciones],
  ['areasTitulaciones', ambitos],
  ['areaFuncional', areasFuncionales],
  ['contrato', tiposContrato],
];

describe('facet counts as the list shows them', () => {
  it('come most frequent first, names in Spanish alphabetical order on ties, unknown values left out', () => {
    const next = seededRandom(5);
    const programmes = new Map([
      [1, 'Programa Ávila'],
      [2, 'Programa avanzado'],
      [3, 'Programa Zamora'],
      [4, 'Programa Ñ'],
    ]);
    for (let round = 0; round < 20; round += 1) {
      const counts: FacetCount[] = [];
      for (const [facet, items] of sources) {
        for (const item of items) {
          if (next() < 0.4) {
            // Few distinct totals: many ties.
            counts.push({ facet, valor: item.id, total: 1 + Math.floor(next() * 3) });
          }
        }
      }
      for (const valor of [1, 2, 3, 4, 99]) {
        counts.push({ facet: 'tituloPrograma', valor, total: 1 + Math.floor(next() * 2) });
      }
      const facets = toFacets(counts, programmes);
      for (const facet of offerFacetNames) {
        const names = new Map(
          facet === 'tituloPrograma'
            ? programmes
            : (sources.find(([f]) => f === facet)?.[1] ?? []).map((i) => [i.id, i.descripcion]),
        );
        const expected = counts
          .filter((c) => c.facet === facet && names.has(c.valor))
          .map((c) => ({ id: c.valor, descripcion: names.get(c.valor) ?? '', total: c.total }))
          .sort((a, b) => b.total - a.total || a.descripcion.localeCompare(b.descripcion, 'es'));
        expect(facets[facet], `${facet}, round ${String(round)}`).toEqual(expected);
      }
    }
  });
});
