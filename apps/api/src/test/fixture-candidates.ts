import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  accountDeletionRequests,
  candidateLanguages,
  candidates,
  notifications,
  users,
} from '../db/schema.ts';
import { buildCandidate } from './builders.ts';
import { buildPrivacyText } from './build-content.ts';
import { buildApplication, buildOffer } from './offer-builders.ts';
import { DAY_MS } from '../lib/dates.ts';

/**
 * A candidate with a name of their own, an email that starts with `prefix` (then a random part),
 * a personal contact email, a phone and a presentation of their own (so none of them is
 * shared with another person in the database), and English at level 7.
 */
export async function buildPersonCandidate(
  db: Db,
  person: { prefix: string; nombre: string; apellidos: string },
  extra: { estado?: 'bloqueado'; mensajeBloqueo?: string } = {},
) {
  const tag = randomBytes(4).toString('hex');
  const built = await buildCandidate(db, { nombre: person.nombre, ...extra });
  const email = `${person.prefix}-${tag}@test.es`;
  const emailContacto = `${person.prefix}.personal-${tag}@test.es`;
  const telefono = `6${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
  await db.update(users).set({ email, apellidos: person.apellidos }).where(eq(users.id, built.id));
  await db
    .update(candidates)
    .set({
      emailContacto,
      telefono,
      presentacion: `Soy ${person.nombre} ${person.apellidos}, con interés en el análisis de datos.`,
    })
    .where(eq(candidates.userId, built.id));
  await db.insert(candidateLanguages).values({ candidateId: built.id, idIdioma: 1, idNivel: 7 });
  return { ...built, email, emailContacto, telefono, apellidos: person.apellidos };
}

/**
 * The people of the careers office's candidate screens: a blocked candidate (email
 * «bloqueo.gestion-…»), Nuria Campos Beltrán («baja.gestion-…», one application under review and
 * a pending deletion request) and Óscar Lozano Pardo («baja.rechazo-…», a pending deletion
 * request). A current privacy text comes first, so each of them has accepted it.
 */
export async function buildStaffPeople(db: Db) {
  await buildPrivacyText(db);
  const blocked = await buildPersonCandidate(
    db,
    { prefix: 'bloqueo.gestion', nombre: 'Marcos', apellidos: 'Vidal Ferrer' },
    { estado: 'bloqueado', mensajeBloqueo: 'Cuenta bloqueada por el Servicio de Empleo.' },
  );
  const leaving = await buildPersonCandidate(db, {
    prefix: 'baja.gestion',
    nombre: 'Nuria',
    apellidos: 'Campos Beltrán',
  });
  const staying = await buildPersonCandidate(db, {
    prefix: 'baja.rechazo',
    nombre: 'Óscar',
    apellidos: 'Lozano Pardo',
  });
  const offer = await buildOffer(db);
  await buildApplication(db, offer.id, leaving.id, [1, 2]);
  await db.insert(notifications).values({
    userId: leaving.id,
    titulo: 'Solicitud de baja recibida',
    texto: 'Hola Nuria Campos Beltrán: hemos recibido tu solicitud de baja.',
  });
  await db.insert(accountDeletionRequests).values([
    { candidateId: leaving.id, createdAt: new Date(Date.now() - 4 * DAY_MS) },
    { candidateId: staying.id, createdAt: new Date(Date.now() - 2 * DAY_MS) },
  ]);
  return { blocked, leaving, staying };
}
