import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { newsItems, notifications, surveyTargets } from '../../db/schema.ts';
import { buildEvent } from '../build-events.ts';
import { buildSurvey } from '../build-surveys.ts';
import { buildApplication, buildOffer, dayOffset } from '../offer-builders.ts';
import type { Factory } from './factories.ts';
import { spreadHistory } from './people.ts';
import { DAY_MS } from '../../lib/dates.ts';

const offerInput = z.object({
  companyId: z.number().int().positive().optional(),
  familia: z.enum(['practicas', 'practicastitulados', 'empleo']).default('practicas'),
  titulo: z.string().min(1),
  descripcion: z.string().default('<p>Descripción de la oferta.</p>'),
  /** 2 published; other states as the offers module numbers them. */
  estado: z.number().int().default(2),
  titulaciones: z.array(z.number().int()).default([36]),
  idProvincia: z.number().int().default(28),
  idSector: z.number().int().default(15),
  idAreaFuncional: z.number().int().default(5),
  idRangoSalarial: z.number().int().optional(),
  /** A placement-agency offer (the jobs list's intermediation filter). */
  intermediacion: z.boolean().default(false),
  diasParaInscribirse: z.number().int().default(30),
});

const applicationInput = z.object({
  offerId: z.number().int().positive(),
  candidateId: z.number().int().positive(),
  /** The states it went through, the last one current. */
  estados: z.array(z.number().int()).min(1).default([1]),
  /** Days between one state and the next (the last one today); 0: all today. */
  diasEntreEstados: z.number().int().min(0).default(0),
});

const surveyInput = z.object({
  titulo: z.string().min(1),
  obligatoria: z.boolean().default(false),
  /** The candidates it is addressed to (a mandatory survey blocks exactly them). */
  destinatarios: z.array(z.number().int().positive()).min(1),
});

const notificationsInput = z.object({
  userId: z.number().int().positive(),
  /** Newest first in the list: each is `diasAtras` days old (default: in the given order). */
  lista: z
    .array(
      z.object({
        titulo: z.string().min(1),
        texto: z.string().min(1),
        tituloEn: z.string().optional(),
        textoEn: z.string().optional(),
        leida: z.boolean().default(false),
        urlAcceso: z.string().optional(),
        urlExterna: z.string().optional(),
        diasAtras: z.number().int().min(0).optional(),
      }),
    )
    .min(1),
});

const eventInput = z.object({
  titulo: z.string().min(1),
  entradilla: z.string().default(''),
  /** Days from now (negative: a past event); hours too, for events later today. */
  dias: z.number().default(10),
  lugar: z.string().default('Aula 1'),
  categoria: z.string().default('Talleres'),
  categoriaSlug: z.string().default('talleres'),
  publico: z.boolean().default(true),
  destacado: z.boolean().default(false),
  /** Null or absent: no place limit. */
  plazas: z.number().int().positive().nullable().optional(),
});

/** What candidates and companies meet in the portal: offers, applications, surveys, notices, events. */
const newsInput = z.object({
  tipo: z.enum(['noticia', 'prensa']).default('noticia'),
  titulo: z.string().min(1),
  entradilla: z.string().default('Entradilla de la noticia.'),
  /** The outlet of a press item. */
  fuente: z.string().optional(),
  enlaceExterno: z.string().optional(),
  diasAtras: z.number().int().default(1),
  publicada: z.boolean().default(true),
});

export const activityFactories = {
  async oferta(db: Db, raw: unknown) {
    const input = offerInput.parse(raw);
    const offer = await buildOffer(db, {
      companyId: input.companyId,
      familia: input.familia,
      titulo: input.titulo,
      descripcion: input.descripcion,
      estado: input.estado,
      degrees: input.titulaciones,
      curricular: input.familia === 'practicas' ? true : null,
      // The details a company gives when it publishes (the sheet shows each one).
      requisitos: 'Interés por aprender y trabajo en equipo.',
      plazas: 2,
      idSector: input.idSector,
      idTipoContrato: input.familia === 'empleo' ? 1 : 9,
      idAreaFuncional: input.idAreaFuncional,
      idProvincia: input.idProvincia,
      idLocalidad: input.idProvincia === 28 ? 28079 : null,
      idRangoSalarial: input.idRangoSalarial ?? null,
      idTipoFormacion: 1,
      paraIntermediacion: input.intermediacion,
      fechaPublicacion: new Date(),
      fechaFinInscripcion: dayOffset(input.diasParaInscribirse),
      ...(input.familia === 'empleo'
        ? { fechaInicio: null, fechaFin: null }
        : { horasDia: '5', diasSemana: 5, meses: 3, remuneracion: '450.50' }),
    });
    return { id: offer.id, companyId: offer.companyId, titulo: offer.titulo };
  },

  async inscripcion(db: Db, raw: unknown) {
    const input = applicationInput.parse(raw);
    const row = await buildApplication(db, input.offerId, input.candidateId, input.estados);
    if (input.diasEntreEstados > 0) {
      await spreadHistory(db, row.id, input.diasEntreEstados);
    }
    return { id: row.id };
  },

  /** An open candidates' survey of three questions (buildSurvey's), addressed to some people. */
  async encuesta(db: Db, raw: unknown) {
    const input = surveyInput.parse(raw);
    const survey = await buildSurvey(db, {
      titulo: input.titulo,
      obligatoria: input.obligatoria,
      paraAlumnos: true,
      paraEmpresas: false,
    });
    await db
      .insert(surveyTargets)
      .values(input.destinatarios.map((userId) => ({ surveyId: survey.id, userId })));
    return { id: survey.id, slug: survey.slug, titulo: survey.titulo };
  },

  async notificaciones(db: Db, raw: unknown) {
    const input = notificationsInput.parse(raw);
    const now = Date.now();
    const rows = await db
      .insert(notifications)
      .values(
        input.lista.map(({ diasAtras, ...notice }, index) => ({
          userId: input.userId,
          ...notice,
          createdAt: new Date(now - (diasAtras ?? index + 1) * DAY_MS),
        })),
      )
      .returning({ id: notifications.id });
    return { ids: rows.map((row) => row.id) };
  },

  /** A news item or press item of the careers office. */
  async noticia(db: Db, raw: unknown) {
    const { diasAtras, ...input } = newsInput.parse(raw);
    const [row] = await db
      .insert(newsItems)
      .values({
        ...input,
        cuerpo: `<p>${input.entradilla}</p>`,
        fechaPublicacion: dayOffset(-diasAtras),
      })
      .returning({ id: newsItems.id });
    return { id: row?.id };
  },

  async evento(db: Db, raw: unknown) {
    const { dias, ...input } = eventInput.parse(raw);
    const row = await buildEvent(db, {
      ...input,
      fecha: new Date(Date.now() + dias * DAY_MS),
    });
    return { id: row.id, slug: row.slug, titulo: row.titulo };
  },
} satisfies Record<string, Factory>;
