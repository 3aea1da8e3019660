import { describe, expect, it } from 'vitest';
import { OfferIndex, type IndexQuery, type ListableOffer } from './offer-index.ts';
import { TextRanks } from './text-ranks.ts';
import { seededRandom } from '../../test/seeded-random.ts';

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

describe("a text search's order, against the rule as written", () => {
  const query = (ranks: TextRanks, today: string): IndexQuery => ({
    familia: 'empleo',
    today,
    paraIntermediacion: false,
    facets: {},
    withFacets: false,
    ranks,
  });

  it('is the same whether the matches are few (sorted) or many (laid out over the family)', () => {
    const next = seededRandom(11);
    const offers = Array.from({ length: 2000 }, (_, i) => ({
      ...offer(i + 1, 1000 + Math.floor(next() * 500)),
      familia: next() < 0.8 ? ('empleo' as const) : ('practicas' as const),
      deadline: next() < 0.5 ? null : next() < 0.5 ? '2026-03-01' : '2026-06-30',
    }));
    const index = new OfferIndex();
    index.put(offers);
    index.build();
    const byId = new Map(offers.map((o) => [o.id, o]));
    for (const matches of [5, 40, 90, 600, 1900]) {
      for (const today of ['2026-02-01', '2026-04-01']) {
        const entries = Array.from(
          { length: matches },
          // Few distinct ranks, ids beyond the offers and repeats.
          () => [1 + Math.floor(next() * 2100), 1 + Math.floor(next() * 4)] as const,
        );
        const ranks = TextRanks.of(entries);
        const firstRank = new Map<number, number>();
        for (const [id, rank] of entries) {
          if (!firstRank.has(id)) {
            firstRank.set(id, rank);
          }
        }
        const day = (d: string) => Number(d.replaceAll('-', ''));
        const expected = [...firstRank]
          .map(([id, rank]) => ({ o: byId.get(id), rank }))
          .filter(
            ({ o }) =>
              o?.familia === 'empleo' && (o.deadline === null || day(o.deadline) >= day(today)),
          )
          .sort(
            (a, b) =>
              b.rank - a.rank ||
              (b.o?.publishedAt ?? 0) - (a.o?.publishedAt ?? 0) ||
              (b.o?.id ?? 0) - (a.o?.id ?? 0),
          )
          .map(({ o }) => o?.id);
        expect([...index.query(query(ranks, today)).ids], `${String(matches)} on ${today}`).toEqual(
          expected,
        );
      }
    }
  });

  it('leaves out the offers closed since, on the next day, for the same search', () => {
    const index = new OfferIndex();
    index.put([
      { ...offer(1, 100), deadline: '2026-03-01' },
      { ...offer(2, 200), deadline: null },
    ]);
    index.build();
    const ranks = TextRanks.of([
      [1, 2],
      [2, 1],
    ]);
    expect([...index.query(query(ranks, '2026-03-01')).ids]).toEqual([1, 2]);
    expect([...index.query(query(ranks, '2026-03-02')).ids]).toEqual([2]);
  });
});
