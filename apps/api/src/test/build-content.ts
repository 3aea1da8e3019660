import { pathFor } from '@portal/contracts';
import type { Db } from '../db/client.ts';
import { guides, privacyTexts } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

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

/**
 * The stored brand settings of a running portal: home and placement-agency banners and a footer
 * with links (the empty database has none), written through the app's brand service.
 */
export async function buildBrandSettings(t: TestApp) {
  return t.ctx.brand.update({
    banner_home: {
      imagen: '/brand/banner-home.svg',
      texto: { es: 'Foro de Empleo: inscríbete ya', en: 'Job Fair: sign up now' },
      enlace: pathFor('eventos'),
      externo: false,
    },
    banner_intermediacion: {
      imagen: '/brand/banner-intermediacion.svg',
      texto: { es: 'Ofertas de la Agencia de Colocación', en: 'Placement agency offers' },
      enlace: `${pathFor('ofertas_empleo')}?filter=intermediacion`,
      externo: false,
    },
    footer: {
      enlaces: [
        {
          texto: { es: 'Política de privacidad', en: 'Privacy policy' },
          enlace: pathFor('politica_privacidad'),
          externo: false,
        },
      ],
      textos: [{ es: 'Servicio de Empleo y Prácticas', en: 'Careers and Internships Office' }],
      version: '1.0.0',
    },
  });
}
