import { describe, expect, it } from 'vitest';
import { OfferIndex, type ListableOffer } from './offer-index.ts';
import { TextRanks } from './text-ranks.ts';

const offer = (id: number, publishedAt: number): ListableOffer => ({
  id,
  companyId: 1,
  familia: 'empleo',
  publishedAt,
  deadline: null,
  startsOn: null,
  provincia: null,
  paraIntermediacion: false,
  contrato: null,
  salario: null,
  areaFuncional: null,
  tituloPrograma: null,
  tiposFormacion: null,
  degrees: [],
});

describe("a text search's order", () => {
  it('lists the best ranks first, the newest first within a rank, each offer once, only the family’s', () => {
    const index = new OfferIndex();
    // Ids out of publication order: the order follows publication, not ids.
    index.put([offer(5, 100), offer(3, 200), offer(9, 300), offer(1, 400), offer(7, 500)]);
    index.build();
    const ranks = TextRanks.of([
      [1, 2],
      [3, 4],
      [5, 2],
      [7, 2],
      [9, 4],
      // An offer the family does not hold, and one given twice.
      [42, 8],
      [3, 4],
    ]);
    const { ids } = index.query({
      familia: 'empleo',
      today: '2026-01-01',
      paraIntermediacion: false,
      facets: {},
      withFacets: false,
      ranks,
    });
    expect([...ids]).toEqual([9, 3, 7, 1, 5]);
  });
});
