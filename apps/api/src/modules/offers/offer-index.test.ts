import { offerFacetNames, type OfferFacetName } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { titulaciones } from '../domains/data/index.ts';
import { nivelTitulacionId } from './facets.ts';
import { OfferIndex, type IndexQuery, type ListableOffer } from './offer-index.ts';
import type { OfferFamily } from './offers.table.ts';
import { TextRanks } from './text-ranks.ts';
import { DAY_MS } from '../../lib/dates.ts';
import { seededRandom as random } from '../../test/seeded-random.ts';

const families: OfferFamily[] = ['practicas', 'practicastitulados', 'empleo'];
const start = Date.UTC(2026, 0, 1);

function offerOf(next: () => number, id: number, publishedAt: number): ListableOffer {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  return {
    id,
    companyId: 1 + Math.floor(next() * 5),
    familia: pick(families),
    publishedAt,
    deadline: pick([null, '2026-03-01', '2026-06-30']),
    startsOn: pick([null, '2026-02-01', '2026-09-01']),
    provincia: pick([null, 28, 46, 8]),
    paraIntermediacion: next() < 0.3,
    contrato: pick([null, 1, 2, 9]),
    salario: pick([null, 1, 3]),
    areaFuncional: pick([null, 4, 7]),
    tituloPrograma: pick([null, 2]),
    tiposFormacion: pick([null, 1, 5]),
    degrees: pick([[], [1], [1, 2], [35, 36, 1]]),
  };
}

const questions: Omit<IndexQuery, 'familia'>[] = [
  { today: '2026-02-15', paraIntermediacion: false, facets: {}, withFacets: true },
  // One province: its own offers, read newest first.
  {
    today: '2026-02-15',
    paraIntermediacion: false,
    provincias: [46],
    facets: {},
    withFacets: true,
  },
  {
    today: '2026-04-01',
    paraIntermediacion: false,
    provincias: [28, 46],
    facets: { contrato: [1, 9] },
    withFacets: true,
  },
  {
    today: '2026-02-15',
    paraIntermediacion: true,
    startsFrom: '2026-03-01',
    facets: { titulaciones: [2, 36], salario: [3] },
    withFacets: true,
  },
  {
    today: '2026-01-10',
    paraIntermediacion: false,
    publishedSince: start + 20 * DAY_MS,
    facets: {},
    exclude: new Set([3, 4, 5]),
    withFacets: false,
  },
  {
    // A candidate's exclusions taken out of a kept pass: from the list and from the counts.
    today: '2026-02-15',
    paraIntermediacion: false,
    provincias: [28, 8],
    facets: { contrato: [1, 9], areaFuncional: [4] },
    exclude: new Set(Array.from({ length: 60 }, (_, i) => i * 5 + 2)),
    withFacets: true,
  },
  {
    // A text search's matches less the candidate's exclusions, some of them not among the matches.
    today: '2026-02-15',
    paraIntermediacion: false,
    facets: { salario: [1, 3] },
    ranks: TextRanks.of(Array.from({ length: 90 }, (_, i) => [i * 4 + 2, (i % 5) + 1] as const)),
    exclude: new Set(Array.from({ length: 80 }, (_, i) => i * 3 + 1)),
    withFacets: true,
  },
  {
    // A text search's ranks (some offers gone since, some of another family): best first.
    today: '2026-02-15',
    paraIntermediacion: false,
    facets: { contrato: [1, 2] },
    ranks: TextRanks.of(Array.from({ length: 120 }, (_, i) => [i * 3 + 1, (i % 7) + 0.5] as const)),
    withFacets: true,
  },
  {
    // One degree filter alone: an offer it leaves out still counts its degrees for that facet.
    today: '2026-02-15',
    paraIntermediacion: false,
    facets: { titulaciones: [2, 35] },
    withFacets: true,
  },
  {
    // A text search in two provinces, published lately: its order holds every province and day.
    today: '2026-02-15',
    paraIntermediacion: false,
    provincias: [28, 46],
    publishedSince: start + 20 * DAY_MS,
    facets: {},
    ranks: TextRanks.of(Array.from({ length: 150 }, (_, i) => [i * 2 + 1, (i % 4) + 1] as const)),
    withFacets: true,
  },
];

const answers = (index: OfferIndex) =>
  families.flatMap((familia) =>
    questions.map((q) => {
      const result = index.query({ ...q, familia });
      return {
        ids: [...result.ids],
        counts: [...(result.counts ?? [])].sort(
          (a, b) => a.facet.localeCompare(b.facet) || a.valor - b.valor,
        ),
      };
    }),
  );

const scalarNames: readonly string[] = [
  'contrato',
  'salario',
  'areaFuncional',
  'tituloPrograma',
  'tiposFormacion',
];
const ambitoOf = new Map(titulaciones.map((t) => [t.id, t.idAmbito]));
const nivelOf = new Map(titulaciones.map((t) => [t.id, nivelTitulacionId(t.nivel)]));

/** An offer's values for a facet: its field, or the distinct degrees, fields or levels. */
function valuesOf(o: ListableOffer, facet: OfferFacetName): number[] {
  if (scalarNames.includes(facet)) {
    const value = (o as unknown as Record<string, number | null>)[facet] ?? null;
    return value === null ? [] : [value];
  }
  const of =
    facet === 'areasTitulaciones' ? ambitoOf : facet === 'nivelesTitulaciones' ? nivelOf : null;
  return [...new Set(o.degrees.flatMap((d) => (of ? (of.get(d) ?? []) : [d])))];
}

/** The same answers read naively off the offers, one question at a time. */
function reference(live: readonly ListableOffer[], q: IndexQuery) {
  const day = (d: string) => Number(d.replaceAll('-', ''));
  const listed = live.filter(
    (o) =>
      o.familia === q.familia &&
      (o.deadline === null || day(o.deadline) >= day(q.today)) &&
      o.publishedAt >= (q.publishedSince ?? -Infinity) &&
      (q.startsFrom === undefined ||
        (o.startsOn !== null && day(o.startsOn) >= day(q.startsFrom))) &&
      (!q.provincias || (o.provincia !== null && q.provincias.includes(o.provincia))) &&
      (!q.paraIntermediacion || o.paraIntermediacion) &&
      !q.exclude?.has(o.id) &&
      (!q.ranks || q.ranks.has(o.id)),
  );
  // Every facet filter is on the offer's own field; degree facets arrive as degree ids.
  const failing = (o: ListableOffer) =>
    offerFacetNames.filter((facet) => {
      const accepted = q.facets[facet];
      const values = scalarNames.includes(facet) ? valuesOf(o, facet) : [...new Set(o.degrees)];
      return accepted !== undefined && !values.some((v) => accepted.includes(v));
    });
  const matched = listed.filter((o) => failing(o).length === 0);
  const newest = (a: ListableOffer, b: ListableOffer) =>
    b.publishedAt - a.publishedAt || b.id - a.id;
  matched.sort((a, b) =>
    q.ranks ? (q.ranks.get(b.id) ?? 0) - (q.ranks.get(a.id) ?? 0) || newest(a, b) : newest(a, b),
  );
  const counts: { facet: OfferFacetName; valor: number; total: number }[] = [];
  for (const facet of offerFacetNames) {
    const tally = new Map<number, number>();
    for (const o of listed) {
      const failed = failing(o);
      if (failed.length === 0 || (failed.length === 1 && failed[0] === facet)) {
        for (const v of valuesOf(o, facet)) {
          tally.set(v, (tally.get(v) ?? 0) + 1);
        }
      }
    }
    counts.push(...[...tally].map(([valor, total]) => ({ facet, valor, total })));
  }
  return {
    ids: matched.map((o) => o.id),
    counts: q.withFacets
      ? counts.sort((x, y) => x.facet.localeCompare(y.facet) || x.valor - y.valor)
      : [],
  };
}

describe('offer index kept up to date change by change', () => {
  it('answers every list exactly as an index built afresh from the same offers', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const next = random(seed);
      const live = new Map<number, ListableOffer>();
      let clock = start;
      let nextId = 1;
      for (; nextId <= 300; nextId += 1) {
        clock += Math.floor(next() * DAY_MS);
        live.set(nextId, offerOf(next, nextId, clock));
      }
      const kept = new OfferIndex();
      kept.put([...live.values()]);
      kept.build();
      for (let step = 0; step < 400; step += 1) {
        const ids = [...live.keys()];
        const existing = ids[Math.floor(next() * ids.length)] ?? 1;
        const roll = next();
        if (roll < 0.35) {
          // An edit keeping its publication date (and sometimes its family).
          const before = live.get(existing);
          const edited = {
            ...offerOf(next, existing, before?.publishedAt ?? clock),
            ...(next() < 0.7 && before ? { familia: before.familia } : {}),
          };
          live.set(existing, edited);
          kept.update([existing], [edited]);
        } else if (roll < 0.6) {
          clock += Math.floor(next() * DAY_MS);
          const published = offerOf(next, nextId, clock);
          nextId += 1;
          live.set(published.id, published);
          kept.update([published.id], [published]);
        } else if (roll < 0.85) {
          live.delete(existing);
          kept.update([existing], []);
        } else {
          // Back from an unblocked company, or published again: any date, often out of order.
          const back = offerOf(next, existing, start + Math.floor(next() * 400) * DAY_MS);
          live.set(existing, back);
          kept.update([existing], [back]);
        }
        // Asked often, so that kept passes follow a few changes at a time.
        if (step % 5 === 0) {
          const fresh = new OfferIndex();
          fresh.put([...live.values()]);
          expect(answers(kept), `seed ${String(seed)}, step ${String(step)}`).toEqual(
            answers(fresh),
          );
        }
        if (step % 25 === 0) {
          expect(answers(kept), `reference, seed ${String(seed)}, step ${String(step)}`).toEqual(
            families.flatMap((familia) =>
              questions.map((q) => reference([...live.values()], { ...q, familia })),
            ),
          );
        }
      }
      const fresh = new OfferIndex();
      fresh.put([...live.values()]);
      expect(answers(kept)).toEqual(answers(fresh));
      expect(kept.size).toBe(live.size);
      expect(kept.idsOfCompanies(new Set([2, 4])).sort((a, b) => a - b)).toEqual(
        [...live.values()]
          .filter((o) => o.companyId === 2 || o.companyId === 4)
          .map((o) => o.id)
          .sort((a, b) => a - b),
      );
    }
  });

  it('lists the newest offers first, and an edited offer keeps its place', () => {
    const offer = (id: number, day: number, contrato: number): ListableOffer => ({
      ...offerOf(random(id), id, start + day * DAY_MS),
      familia: 'empleo',
      deadline: null,
      paraIntermediacion: false,
      provincia: 28,
      contrato,
    });
    const index = new OfferIndex();
    index.put([offer(1, 1, 1), offer(2, 2, 1), offer(3, 3, 1)]);
    const q: IndexQuery = {
      familia: 'empleo',
      today: '2026-02-01',
      paraIntermediacion: false,
      facets: {},
      withFacets: true,
    };
    expect([...index.query(q).ids]).toEqual([3, 2, 1]);
    index.update([2], [offer(2, 2, 9)]);
    index.update([], [offer(4, 4, 9)]);
    const after = index.query(q);
    expect([...after.ids]).toEqual([4, 3, 2, 1]);
    expect(after.counts?.filter((c) => c.facet === 'contrato')).toEqual([
      { facet: 'contrato', valor: 1, total: 2 },
      { facet: 'contrato', valor: 9, total: 2 },
    ]);
  });
});
