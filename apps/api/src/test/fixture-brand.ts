import type { Db } from '../db/client.ts';
import { brandSettings } from '../db/schema.ts';

/** Stored brand settings: a home banner and a footer with three links over the defaults. */
export async function buildBrandSettings(db: Db) {
  const link = (es: string, en: string, enlace: string) => ({
    texto: { es, en },
    enlace,
    externo: false,
  });
  await db.insert(brandSettings).values({
    id: 1,
    settings: {
      banner_home: {
        imagen: '/brand/banner-home.svg',
        texto: { es: 'Foro de Empleo 2027: inscríbete ya', en: 'Job Fair 2027: sign up now' },
        enlace: '/eventos',
        externo: false,
      },
      footer: {
        enlaces: [
          link('Política de privacidad', 'Privacy policy', '/politica-privacidad'),
          link('Política de cookies', 'Cookies policy', '/politica-cookies'),
          link('Protección de datos', 'Data protection', '/proteccion-datos'),
        ],
        textos: [{ es: 'Servicio de Empleo', en: 'Careers Office' }],
        version: '1.0.0',
      },
    },
  });
}
