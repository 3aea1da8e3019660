import type { AuditQuery } from '@portal/contracts';
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, type AuditRow } from './audit.table.ts';

export type AuditFilters = Omit<AuditQuery, 'pagina' | 'porPagina'>;

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Days are Madrid days: `desde` from its 00:00, `hasta` up to the end of that day. */
function conditions(f: AuditFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    f.quien ? ilike(auditLog.actorEmail, like(f.quien)) : undefined,
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
      ? sql`(${auditLog.accion} ilike ${like(f.texto)} or ${auditLog.entidad} ilike ${like(f.texto)}
          or coalesce(${auditLog.motivo}, '') ilike ${like(f.texto)}
          or ${auditLog.actorEmail} ilike ${like(f.texto)}
          or coalesce(${auditLog.entidadId}, '') ilike ${like(f.texto)}
          or coalesce(${auditLog.antes}::text, '') ilike ${like(f.texto)}
          or coalesce(${auditLog.despues}::text, '') ilike ${like(f.texto)})`
      : undefined,
  ];
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

export async function searchAudit(
  db: Db,
  filters: AuditFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = conditions(filters);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
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
