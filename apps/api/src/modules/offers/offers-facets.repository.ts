import { offerFacetNames, type OfferFacetName } from '@portal/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../companies/companies.table.ts';
import { titulaciones } from '../domains/data/index.ts';
import { nivelTitulacionId } from './facets.ts';
import { offerDegrees, offers } from './offers.table.ts';
import { facetConditions, searchConditions, type OfferSearch } from './offers.repository.ts';
import { queryRows } from './sql-rows.ts';

export interface FacetCount {
  facet: OfferFacetName;
  valor: number;
  total: number;
}

type ScalarFacet = 'contrato' | 'salario' | 'areaFuncional' | 'tituloPrograma' | 'tiposFormacion';
type DegreeFacet = 'titulaciones' | 'areasTitulaciones' | 'nivelesTitulaciones';

const scalarColumns: Record<ScalarFacet, SQL> = {
  contrato: sql`${offers.idTipoContrato}`,
  salario: sql`${offers.idRangoSalarial}`,
  areaFuncional: sql`${offers.idAreaFuncional}`,
  tituloPrograma: sql`${offers.idPrograma}`,
  tiposFormacion: sql`${offers.idTipoFormacion}`,
};
const isScalar = (name: OfferFacetName): name is ScalarFacet => name in scalarColumns;

/** Degree → branch (ámbito) and degree → level (nivelesTitulaciones id), as SQL CASEs. */
const degreeCase = (valueOf: (t: (typeof titulaciones)[number]) => number) =>
  sql.raw(
    `(case od.id_titulacion ${titulaciones
      .map((t) => `when ${String(t.id)} then ${String(valueOf(t))}`)
      .join(' ')} end)`,
  );

const degreeValues: Record<DegreeFacet, SQL> = {
  titulaciones: sql.raw('od.id_titulacion'),
  areasTitulaciones: degreeCase((t) => t.idAmbito),
  nivelesTitulaciones: degreeCase((t) => nivelTitulacionId(t.nivel)),
};

/** `select <facet name>, <value>, <count> … group by grouping sets ((a), (b), …)`. */
function groupedCounts(values: [OfferFacetName, SQL][], from: SQL, counted: SQL): SQL {
  const name = sql.join(
    values.map(([facet, value]) => sql`when grouping(${value}) = 0 then ${facet}::text`),
    sql` `,
  );
  const value = sql.join(
    values.map(([, v]) => sql`when grouping(${v}) = 0 then ${v}`),
    sql` `,
  );
  const sets = sql.join(
    values.map(([, v]) => sql`(${v})`),
    sql`, `,
  );
  return sql`select case ${name} end as facet, case ${value} end as valor, ${counted} as total ${from} group by grouping sets (${sets})`;
}

/**
 * Counts per value of every facet, disjunctively: each facet is counted under all the other
 * filters but not its own (choosing one contract type still shows how many offers the other types
 * have). Facets without a filter of their own share one statement (GROUPING SETS: one scan for
 * the offer columns, one for the degrees); each facet being filtered gets its own.
 */
export async function countFacets(db: Db, search: OfferSearch): Promise<FacetCount[]> {
  const active = facetConditions(search.facets);
  const filtered = offerFacetNames.filter((n) => active[n]);
  const groups: { exclude: OfferFacetName | null; facets: OfferFacetName[] }[] = [
    { exclude: null, facets: offerFacetNames.filter((n) => !active[n]) },
    ...filtered.map((n) => ({ exclude: n, facets: [n] })),
  ];
  const queries = groups
    .filter((g) => g.facets.length > 0)
    .flatMap((g) => {
      const where = and(
        ...searchConditions(search),
        ...filtered.flatMap((n) => (n === g.exclude ? [] : [active[n] ?? sql`true`])),
      );
      const matching = sql`from ${offers} inner join ${companies} on ${eq(companies.id, offers.companyId)} where ${where}`;
      const scalars = g.facets.filter(isScalar);
      const degrees = g.facets.filter((n): n is DegreeFacet => !isScalar(n));
      return [
        ...(scalars.length > 0
          ? [
              groupedCounts(
                scalars.map((n) => [n, scalarColumns[n]]),
                matching,
                sql`count(*)::int`,
              ),
            ]
          : []),
        ...(degrees.length > 0
          ? [
              groupedCounts(
                degrees.map((n) => [n, degreeValues[n]]),
                sql`from ${offerDegrees} od where od.offer_id in (select ${offers.id} ${matching})`,
                sql`count(distinct od.offer_id)::int`,
              ),
            ]
          : []),
      ];
    });
  const results = await Promise.all(queries.map((q) => queryRows(db, q)));
  return results
    .flat()
    .filter((r) => r.valor !== null && r.facet !== null)
    .map((r) => ({
      facet: String(r.facet) as OfferFacetName,
      valor: Number(r.valor),
      total: Number(r.total),
    }));
}
