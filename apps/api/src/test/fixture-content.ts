import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eventEnrolments, events, programmeAdhesions, users } from '../db/schema.ts';
import { buildCandidate } from './builders.ts';
import { buildProgramme } from './offer-builders.ts';
import { DAY_MS } from '../lib/dates.ts';

/**
 * Two students with surnames of their own (Bravo Nieto, then Calvo Peña), so lists sorted by
 * surname and searches by surname have a known answer.
 */
export async function buildAttendees(db: Db) {
  const people = [
    { nombre: 'Irene', apellidos: 'Bravo Nieto' },
    { nombre: 'Marcos', apellidos: 'Calvo Peña' },
  ];
  const built = [];
  for (const person of people) {
    const user = await buildCandidate(db, { nombre: person.nombre });
    await db.update(users).set({ apellidos: person.apellidos }).where(eq(users.id, user.id));
    built.push({ ...user, apellidos: person.apellidos });
  }
  const [first, second] = built;
  if (!first || !second) {
    throw new Error('attendees not built');
  }
  return [first, second] as const;
}

/** A past, non-public LinkedIn workshop with the two attendees enrolled (attendance not marked). */
export async function buildWorkshopWithAttendees(
  db: Db,
  slug = 'taller-linkedin-gestion-asistencia',
) {
  const attendees = await buildAttendees(db);
  const [event] = await db
    .insert(events)
    .values({
      slug,
      titulo: 'Taller de LinkedIn para la búsqueda de empleo',
      entradilla: 'Cómo preparar el perfil y contactar con empresas.',
      descripcion: '<p>Taller práctico sobre <strong>LinkedIn</strong>.</p>',
      fecha: new Date(Date.now() - 3 * DAY_MS),
      lugar: 'Aula 2.05, Edificio de Servicios',
      categoria: 'Talleres',
      categoriaSlug: 'talleres',
      publico: false,
      plazas: 30,
    })
    .returning();
  if (!event) {
    throw new Error('event not built');
  }
  await db
    .insert(eventEnrolments)
    .values(attendees.map((a) => ({ eventId: event.id, candidateId: a.id })));
  return { event, attendees };
}

/** An inactive programme («Programa Talento Digital») with two pending adhesions. */
export async function buildProgrammeWithAdhesions(db: Db) {
  const attendees = await buildAttendees(db);
  const programme = await buildProgramme(db, {
    titulo: 'Programa Talento Digital',
    activo: false,
  });
  await db
    .insert(programmeAdhesions)
    .values(attendees.map((a) => ({ programmeId: programme.id, candidateId: a.id })));
  return { programme, attendees };
}
