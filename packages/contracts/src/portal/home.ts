import { z } from 'zod';

/** Spec Communication. */
export const communicationSchema = z.object({
  idComunicacion: z.number().int(),
  fechaDesde: z.string(),
  descripcion: z.string(),
  enlace: z.string().nullable(),
});
export type Communication = z.infer<typeof communicationSchema>;

/** Spec Event (list entry) adds entradilla and the category slug. */
export const eventItemSchema = z.object({
  idEvento: z.number().int(),
  fecha: z.string(),
  lugar: z.string(),
  categoria: z.string(),
  categoriaSlug: z.string(),
  titulo: z.string(),
  entradilla: z.string(),
  destacado: z.boolean(),
  ulrImagenPrincipal: z.string().nullable(),
  urlAcceso: z.string(),
  caducado: z.boolean(),
  inscrito: z.boolean(),
});
export type EventItem = z.infer<typeof eventItemSchema>;

/** Spec Guide. */
export const guideSchema = z.object({
  idGuia: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  urlFichero: z.string().nullable(),
  ulrImagen: z.string().nullable(),
});
export type Guide = z.infer<typeof guideSchema>;

/** Spec Survey card. */
export const surveyCardSchema = z.object({
  idEncuesta: z.number().int(),
  titulo: z.string(),
  urlAcceso: z.string(),
  obligatoria: z.boolean(),
  /** Answered by this user while still open (listed after the pending ones). */
  contestada: z.boolean(),
});
export type SurveyCard = z.infer<typeof surveyCardSchema>;
