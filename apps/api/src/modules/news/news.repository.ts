import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsItems, type NewsRow } from './news.table.ts';

export type NewsKind = NewsRow['tipo'];
export type NewsValues = Pick<
  NewsRow,
  | 'tipo'
  | 'titulo'
  | 'entradilla'
  | 'cuerpo'
  | 'fechaPublicacion'
  | 'fuente'
  | 'enlaceExterno'
  | 'urlImagen'
>;

/** Published items of a kind whose day has come (`today` YYYY-MM-DD). */
const visible = (tipo: NewsKind, today: string) =>
  and(
    eq(newsItems.tipo, tipo),
    eq(newsItems.publicada, true),
    lte(newsItems.fechaPublicacion, today),
  );

/** One page of the public list, newest first, with the total count. */
export async function listPublished(
  db: Db,
  params: { tipo: NewsKind; today: string; limit: number; offset: number },
): Promise<{ rows: NewsRow[]; total: number }> {
  const where = visible(params.tipo, params.today);
  const rows = await db
    .select()
    .from(newsItems)
    .where(where)
    .orderBy(desc(newsItems.fechaPublicacion), desc(newsItems.id))
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await db.select({ n: count() }).from(newsItems).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findPublished(db: Db, id: number, today: string) {
  const [row] = await db
    .select()
    .from(newsItems)
    .where(
      and(
        eq(newsItems.id, id),
        eq(newsItems.publicada, true),
        lte(newsItems.fechaPublicacion, today),
      ),
    );
  return row ?? null;
}

export const listAll = (db: Db) =>
  db.select().from(newsItems).orderBy(desc(newsItems.fechaPublicacion), desc(newsItems.id));

export async function findById(db: Db, id: number) {
  const [row] = await db.select().from(newsItems).where(eq(newsItems.id, id));
  return row ?? null;
}
