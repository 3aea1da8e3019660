import { describe, expect, it } from 'vitest';
import { OfferIndex, type ListableOffer } from './offer-index.ts';

const offer = (
  id: number,
  publishedAt: number,
  contrato: number,
  deadline: string | null,
): ListableOffer => ({
  id,
  companyId: 1,
  familia: 'empleo',
  publishedAt,
  deadline,
  startsOn: null,
  provincia: 28,
  paraIntermediacion: false,
  contrato,
  salario: null,
  areaFuncional: null,
  tituloPrograma: null,
  tiposFormacion: null,
  degrees: [],
});

describe("a question's pass over the family's open offers", () => {
  it('answers a question first asked after a change, or on a later day, from the offers as they are then', () => {
    const index = new OfferIndex();
    index.put([offer(1, 100, 1, '2026-02-10'), offer(2, 200, 9, null), offer(3, 300, 1, null)]);
    const ask = (contrato: number, today: string, publishedSince?: number) => [
      ...index.query({
        familia: 'empleo',
        today,
        paraIntermediacion: false,
        facets: { contrato: [contrato] },
        ...(publishedSince === undefined ? {} : { publishedSince }),
        withFacets: true,
      }).ids,
    ];
    expect(ask(1, '2026-02-01')).toEqual([3, 1]);
    index.update([], [offer(4, 400, 9, null)]);
    expect(ask(9, '2026-02-01')).toEqual([4, 2]);
    expect(ask(9, '2026-02-01', 300)).toEqual([4]);
    index.update([3], []);
    expect(ask(1, '2026-02-11')).toEqual([]);
    expect(ask(9, '2026-02-11', 200)).toEqual([4, 2]);
  });
});
