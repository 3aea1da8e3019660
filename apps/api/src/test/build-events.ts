import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { eventEnrolments, events } from '../db/schema.ts';

/** A public event (a talk in ten days unless told), with a unique slug. */
export async function buildEvent(db: Db, values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await db
    .insert(events)
    .values({
      slug: `evento-${randomBytes(4).toString('hex')}`,
      titulo: 'Evento de prueba',
      fecha: new Date(Date.now() + 10 * 86_400_000),
      lugar: 'Aula 1',
      categoria: 'Orientación',
      categoriaSlug: 'orientacion',
      ...values,
    })
    .returning();
  if (!row) {
    throw new Error('event not built');
  }
  return row;
}

/** Enrols candidates in an event. */
export async function enrol(db: Db, eventId: number, ...candidateIds: number[]) {
  await db
    .insert(eventEnrolments)
    .values(candidateIds.map((candidateId) => ({ eventId, candidateId })));
}
