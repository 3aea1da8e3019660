import { openPostgres } from '/work/main/apps/api/src/db/client.ts';
import * as repo from '/work/main/apps/api/src/modules/offers/offers.repository.ts';
import { countFacets } from '/work/main/apps/api/src/modules/offers/offers-facets.repository.ts';
import { resolveTextSearch } from '/work/main/apps/api/src/modules/offers/offers-text.repository.ts';
import pg from 'pg';
const url = 'postgres://postgres@127.0.0.1:5432/bench_portal';
const d = openPostgres(url, 2);
const client = new pg.Client({ connectionString: url });
await client.connect();
const logged: { sql: string; params: unknown[] }[] = [];
const orig = client.query.bind(client);
const today = new Date().toISOString().slice(0, 10);
const mode = process.argv[2] ?? 'list';
const text = mode === 'search' ? await resolveTextSearch(d.db, process.env.Q ?? 'ingenieria datos') : null; console.log(text);
const search: repo.OfferSearch = { familias: ['practicas'], today, facets: mode === 'filter' ? { contrato: [9] } : {}, ...(mode === 'filter' ? { provincias: [28, 46] } : {}), ...(text ? { text } : {}) };
const q1 = repo.searchOffers(d.db, search, { limit: 10, offset: 0 }).toSQL();
const D = await import('drizzle-orm'); const S = await import('/work/main/apps/api/src/db/schema.ts');
const q2 = (d.db as any).select({ n: D.count() }).from(S.offers).innerJoin(S.companies, D.eq(S.companies.id, S.offers.companyId)).where(D.and(...repo.searchConditions(search), ...Object.values(repo.facetConditions(search.facets)))).toSQL();
for (const [name, q] of [['page', q1], ['count', q2]] as const) {
  const t0 = Date.now();
  const r = await orig('EXPLAIN ANALYZE ' + q.sql, q.params as unknown[]);
  console.log('=====', name, Date.now() - t0, 'ms');
  console.log(process.env.V ? r.rows.map((x: any) => x['QUERY PLAN']).join('\n') : r.rows.at(-1)['QUERY PLAN']);
}
// facets: capture SQL via a fake db
let fi = 0; const fake = { execute: async (query: any) => { fi++; const b = (d.db as any).dialect.sqlToQuery(query); const t0 = Date.now(); const r = await orig('EXPLAIN ANALYZE ' + b.sql, b.params); console.log('===== facets', fi, Date.now() - t0, 'ms'); console.log(process.env.V ? r.rows.map((x: any) => x['QUERY PLAN']).join('\n') : r.rows.at(-1)['QUERY PLAN']); return { rows: [] }; } };
await countFacets(fake as any, search);
await client.end(); await d.close();
