import type { AuditQuery } from '@portal/contracts';
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listOrderBy, textOrder } from '../../lib/list-order.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { auditLog, type AuditRow } from './audit.table.ts';
import { likeContaining } from '../../lib/sql-search.ts';
import type { PageWindow } from '../../lib/page-window.ts';

export type AuditFilters = Omit<AuditQuery, 'pagina' | 'porPagina'>;

/** Days are Madrid days: `desde` from its 00:00, `hasta` up to the end of that day. */
function conditions(f: AuditFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    f.quien ? ilike(auditLog.actorEmail, likeContaining(f.quien)) : undefined,
    f.accion ? eq(auditLog.accion, f.accion) : undefined,
    f.entidad ? eq(auditLog.entidad, f.entidad) : undefined,
    f.entidadId ? eq(auditLog.entidadId, f.entidadId) : undefined,
    f.desde
      ? sql`${auditLog.createdAt} >= (${f.desde}::date)::timestamp at time zone 'Europe/Madrid'`
      : undefined,
    f.hasta
      ? sql`${auditLog.createdAt} < ((${f.hasta}::date + 1)::timestamp at time zone 'Europe/Madrid')`
      : undefined,
    f.texto
      ? sql`(${auditLog.accion} ilike ${likeContaining(f.texto)} or ${auditLog.entidad} ilike ${likeContaining(f.texto)}
          or coalesce(${auditLog.motivo}, '') ilike ${likeContaining(f.texto)}
          or ${auditLog.actorEmail} ilike ${likeContaining(f.texto)}
          or coalesce(${auditLog.entidadId}, '') ilike ${likeContaining(f.texto)}
          or coalesce(${auditLog.antes}::text, '') ilike ${likeContaining(f.texto)}
          or coalesce(${auditLog.despues}::text, '') ilike ${likeContaining(f.texto)})`
      : undefined,
  ];
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

export async function searchAudit(
  db: Db,
  filters: AuditFilters,
  page: PageWindow,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = conditions(filters);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(
        ...listOrderBy(
          filters.orden,
          {
            fecha: auditLog.createdAt,
            quien: textOrder(auditLog.actorEmail),
            accion: auditLog.accion,
            entidad: auditLog.entidad,
          },
          [desc(auditLog.createdAt), desc(auditLog.id)],
        ),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function distinctValues(db: Db): Promise<{ acciones: string[]; entidades: string[] }> {
  const [acciones, entidades] = await Promise.all([
    db.selectDistinct({ v: auditLog.accion }).from(auditLog).orderBy(asc(auditLog.accion)),
    db.selectDistinct({ v: auditLog.entidad }).from(auditLog).orderBy(asc(auditLog.entidad)),
  ]);
  return { acciones: acciones.map((r) => r.v), entidades: entidades.map((r) => r.v) };
}

export async function findAudit(db: Db, id: number): Promise<AuditRow | undefined> {
  const rows = await db.select().from(auditLog).where(eq(auditLog.id, id)).limit(1);
  return rows[0];
}

/**
 * How each kind of record is named for a reader: the table and the expression of its title. The
 * log keeps only kind and id; the name is read now, so a renamed offer shows its current title.
 */
const nameSources: Readonly<Record<string, { table: string; name: string }>> = {
  oferta: { table: 'offers', name: 'titulo' },
  empresa: { table: 'companies', name: 'nombre_comercial' },
  candidato: { table: 'users', name: "trim(nombre || ' ' || apellidos)" },
  usuario: { table: 'users', name: "trim(nombre || ' ' || apellidos)" },
  usuario_gestion: {
    table: 'users',
    name: "coalesce(nullif(trim(nombre || ' ' || apellidos), ''), email)",
  },
  evento: { table: 'events', name: 'titulo' },
  encuesta: { table: 'surveys', name: 'titulo' },
  guia: { table: 'guides', name: 'titulo' },
  noticia: { table: 'news_items', name: 'titulo' },
  comunicacion: { table: 'communications', name: 'titulo' },
  programa: { table: 'programmes', name: 'titulo' },
};

/** `entidad:id` → name, for the rows' records that still exist (one query per kind present). */
export async function entityNames(
  db: Db,
  rows: readonly Pick<AuditRow, 'entidad' | 'entidadId'>[],
): Promise<Map<string, string>> {
  const ids = new Map<string, Set<number>>();
  for (const row of rows) {
    if (row.entidadId !== null && /^\d{1,9}$/.test(row.entidadId) && row.entidad in nameSources) {
      const set = ids.get(row.entidad) ?? new Set<number>();
      set.add(Number(row.entidadId));
      ids.set(row.entidad, set);
    }
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...ids].map(async ([entidad, set]) => {
      const source = nameSources[entidad];
      if (source === undefined) {
        return;
      }
      const found = await queryRows(
        db,
        sql`select id, ${sql.raw(source.name)} as nombre from ${sql.identifier(source.table)}
          where id = any(${`{${[...set].join(',')}}`}::int[])`,
      );
      for (const row of found) {
        if (typeof row.nombre === 'string' && row.nombre !== '') {
          names.set(`${entidad}:${String(row.id)}`, row.nombre);
        }
      }
    }),
  );
  return names;
}
