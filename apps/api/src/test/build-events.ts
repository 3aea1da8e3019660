import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { eventEnrolments, events } from '../db/schema.ts';
import { DAY_MS } from '../lib/dates.ts';

/** A public event (a talk in ten days unless told), with a unique slug. */
export async function buildEvent(db: Db, values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await db
    .insert(events)
    .values({
      slug: `evento-${randomBytes(4).toString('hex')}`,
      titulo: 'Evento de prueba',
      fecha: new Date(Date.now() + 10 * DAY_MS),
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

/**
 * The calendar of a running portal, built in no particular order: «emprender-en-la-universidad»
 * (in 60 days, no place limit), «foro-de-empleo-2027» (in 40 days, featured), «taller-entrevista-
 * en-ingles» (30), «simulacro-entrevistas» (20), «taller-linkedin» (10, 40 places), and two past:
 * «taller-cv-europass» (10 days ago) and «feria-practicas-2026» (60 days ago).
 */
export async function buildEventCalendar(db: Db) {
  const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);
  for (const values of [
    { slug: 'taller-cv-europass', fecha: inDays(-10) },
    {
      slug: 'taller-linkedin',
      titulo: 'Taller: tu perfil de LinkedIn',
      descripcion: '<p>Taller práctico de dos horas. Trae tu portátil.</p>',
      plazas: 40,
      fecha: inDays(10),
    },
    { slug: 'emprender-en-la-universidad', plazas: null, fecha: inDays(60) },
    { slug: 'feria-practicas-2026', fecha: inDays(-60) },
    {
      slug: 'foro-de-empleo-2027',
      titulo: 'Foro de Empleo 2027',
      destacado: true,
      categoria: 'Ferias de empleo',
      categoriaSlug: 'ferias-de-empleo',
      urlImagen: '/brand/evento-foro.svg',
      lugar: 'Pabellón Polideportivo del Campus',
      fecha: inDays(40),
    },
    { slug: 'simulacro-entrevistas', fecha: inDays(20) },
    { slug: 'taller-entrevista-en-ingles', fecha: inDays(30) },
  ]) {
    await buildEvent(db, { plazas: 30, ...values });
  }
}
