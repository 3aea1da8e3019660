import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { contentPages, helpFaq, type HelpFaqRow } from './content-pages.table.ts';

type Page = 'orientacion' | 'ayuda';
type Language = 'es' | 'en';
type Audience = 'alumno' | 'empresa';

export async function findPage(db: Db, pagina: Page, idioma: Language) {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.pagina, pagina), eq(contentPages.idioma, idioma)));
  return row;
}

export async function lockPage(db: Db, pagina: Page, idioma: Language) {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.pagina, pagina), eq(contentPages.idioma, idioma)))
    .for('update');
  return row;
}

export function listPages(db: Db) {
  return db
    .select({
      pagina: contentPages.pagina,
      idioma: contentPages.idioma,
      contenido: contentPages.contenido,
      updatedAt: contentPages.updatedAt,
      editor: users.email,
    })
    .from(contentPages)
    .leftJoin(users, eq(users.id, contentPages.updatedBy))
    .orderBy(asc(contentPages.pagina), asc(contentPages.idioma));
}

export async function upsertPage(
  db: Db,
  values: { pagina: Page; idioma: Language; contenido: string; updatedBy: number },
) {
  const [row] = await db
    .insert(contentPages)
    .values({ ...values, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [contentPages.pagina, contentPages.idioma],
      set: { contenido: values.contenido, updatedBy: values.updatedBy, updatedAt: new Date() },
    })
    .returning();
  if (!row) {
    throw new Error('content page not saved');
  }
  return row;
}

export function listFaq(db: Db, rol: Audience, idioma: Language): Promise<HelpFaqRow[]> {
  return db
    .select()
    .from(helpFaq)
    .where(and(eq(helpFaq.rol, rol), eq(helpFaq.idioma, idioma)))
    .orderBy(asc(helpFaq.orden), asc(helpFaq.id));
}

/** Every question of a list, locked: adding, removing and ordering change the list's order. */
export function lockFaqList(db: Db, rol: Audience, idioma: Language): Promise<HelpFaqRow[]> {
  return db
    .select()
    .from(helpFaq)
    .where(and(eq(helpFaq.rol, rol), eq(helpFaq.idioma, idioma)))
    .orderBy(asc(helpFaq.orden), asc(helpFaq.id))
    .for('update');
}

export async function nextOrder(db: Db, rol: Audience, idioma: Language): Promise<number> {
  const [row] = await db
    .select({ last: max(helpFaq.orden) })
    .from(helpFaq)
    .where(and(eq(helpFaq.rol, rol), eq(helpFaq.idioma, idioma)));
  return (row?.last ?? 0) + 1;
}

export async function updateFaq(
  db: Db,
  id: number,
  values: Partial<Pick<HelpFaqRow, 'pregunta' | 'respuesta' | 'orden'>>,
) {
  const [row] = await db
    .update(helpFaq)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(helpFaq.id, id))
    .returning();
  return row;
}
