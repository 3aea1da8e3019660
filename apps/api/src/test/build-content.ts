import type { Db } from '../db/client.ts';
import { guides, privacyTexts } from '../db/schema.ts';

/**
 * A new current privacy text (the newest version is the current one): users built after it have
 * accepted it, unless built with `acceptsPrivacy: false`.
 */
export async function buildPrivacyText(
  db: Db,
  values: Partial<typeof privacyTexts.$inferInsert> = {},
) {
  const [row] = await db
    .insert(privacyTexts)
    .values({
      textoCorto: 'La universidad tratará tus datos personales para gestionar el servicio.',
      texto: 'Responsable: la universidad. Finalidad: prácticas y empleo.',
      linkExterno: '/proteccion-de-datos',
      ...values,
    })
    .returning();
  if (!row) {
    throw new Error('privacy text not built');
  }
  return row;
}

/** A published guide (now, unless `publicadaAt` says otherwise). */
export async function buildGuide(db: Db, values: Partial<typeof guides.$inferInsert> = {}) {
  const [row] = await db
    .insert(guides)
    .values({ titulo: 'Guía de prueba', descripcion: '<p>Descripción de la guía</p>', ...values })
    .returning();
  if (!row) {
    throw new Error('guide not built');
  }
  return row;
}
