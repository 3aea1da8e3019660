import { pathFor } from '@portal/contracts';
import type { Db } from '../db/client.ts';
import { contactMessages, guides, newsItems, privacyTexts } from '../db/schema.ts';
import { dayOffset } from './offer-builders.ts';
import type { AppContext } from '../context.ts';
import { DAY_MS } from '../lib/dates.ts';

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
export async function buildBrandSettings(t: { ctx: Pick<AppContext, 'brand'> }) {
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

/**
 * The public news of a running portal: three published news items (inserted out of date order:
 * 2, 9 and 40 days old, the newest with an image), a draft, one scheduled for next week, and two
 * press items with their outlets.
 */
export async function buildPublicNews(db: Db, createdBy: number) {
  await db.insert(newsItems).values([
    {
      tipo: 'noticia',
      titulo: 'Nuevo programa de prácticas internacionales',
      entradilla:
        'La universidad amplía los convenios de prácticas con empresas de la Unión Europea.',
      cuerpo: '<p>Prácticas de tres a seis meses en empresas de la Unión Europea.</p>',
      fechaPublicacion: dayOffset(-9),
      publicada: true,
      createdBy,
    },
    {
      tipo: 'noticia',
      titulo: 'Abierta la inscripción al Foro de Empleo 2027',
      entradilla: 'Más de 80 empresas participarán en la próxima edición del Foro de Empleo.',
      cuerpo:
        '<p>El Servicio de Empleo abre la inscripción en el <strong>Foro de Empleo 2027</strong>.</p>',
      fechaPublicacion: dayOffset(-2),
      urlImagen: '/brand/evento-foro.svg',
      publicada: true,
      createdBy,
    },
    {
      tipo: 'noticia',
      titulo: 'Horario de verano del Servicio de Empleo',
      entradilla: 'En julio y agosto atendemos de 9:00 a 14:00 y por correo electrónico.',
      cuerpo: '<p>Durante el verano la atención presencial será solo por las mañanas.</p>',
      fechaPublicacion: dayOffset(-40),
      publicada: true,
      createdBy,
    },
    {
      tipo: 'noticia',
      titulo: 'Borrador: jornada de puertas abiertas',
      entradilla: 'Texto en preparación.',
      cuerpo: '<p>Pendiente de confirmar la fecha.</p>',
      fechaPublicacion: dayOffset(-1),
      publicada: false,
      createdBy,
    },
    {
      tipo: 'noticia',
      titulo: 'Resultados del estudio de inserción laboral',
      entradilla: 'Publicaremos el informe anual la próxima semana.',
      cuerpo: '<p>Informe programado.</p>',
      fechaPublicacion: dayOffset(7),
      publicada: true,
      createdBy,
    },
    {
      tipo: 'prensa',
      titulo: 'La universidad, entre las diez mejores en empleabilidad',
      entradilla:
        'Un ranking nacional sitúa a nuestros titulados entre los que antes encuentran empleo.',
      cuerpo: '<p>El informe destaca el papel de las prácticas en empresa.</p>',
      fechaPublicacion: dayOffset(-5),
      fuente: 'Diario de la Educación',
      enlaceExterno: 'https://prensa.example/universidad-empleabilidad',
      publicada: true,
      createdBy,
    },
    {
      tipo: 'prensa',
      titulo: 'Entrevista a la directora del Servicio de Empleo',
      entradilla: '«Las prácticas son la puerta de entrada al primer empleo».',
      cuerpo: '<p>La directora repasa los retos de la inserción laboral.</p>',
      fechaPublicacion: dayOffset(-20),
      fuente: 'Radio Campus',
      enlaceExterno: null,
      publicada: true,
      createdBy,
    },
  ]);
}

/**
 * The contact inbox of a running portal: a pending message of Alberto Serrano Vega (three hours
 * old) and one of Inés Ramos Paredes, handled by `handledBy` a day after it came.
 */
export async function buildContactMessages(db: Db, handledBy: number) {
  const now = Date.now();
  await db.insert(contactMessages).values([
    {
      nombre: 'Alberto Serrano Vega',
      email: 'alberto.serrano@correo.example',
      perfil: 'empresa',
      asunto: 'Publicar ofertas de prácticas',
      mensaje:
        'Somos una consultora y queremos publicar ofertas de prácticas. ¿Qué pasos seguimos?',
      ip: '192.0.2.10',
      createdAt: new Date(now - 3 * 3_600_000),
    },
    {
      nombre: 'Inés Ramos Paredes',
      email: 'ines.ramos@correo.example',
      perfil: 'estudiante',
      asunto: 'Certificado de prácticas',
      mensaje: 'Terminé mis prácticas en junio y necesito el certificado para el TFG.',
      ip: '192.0.2.11',
      createdAt: new Date(now - 4 * DAY_MS),
      handledAt: new Date(now - 3 * DAY_MS),
      handledBy,
    },
  ]);
}
