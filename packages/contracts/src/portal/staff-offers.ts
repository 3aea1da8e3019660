import { z } from 'zod';
import { textFieldSchema } from '../validators/schema-helpers.ts';
import { idSchema, optionalIsoDaySchema } from './form-fields.ts';
import { exportFormats } from './staff-agreements.ts';
import { staffOfferListQuerySchema } from './staff.ts';

/**
 * Offers in the back-office: besides validate and reject, the careers office
 * edits a pending offer before validating it, asks the company for changes (the offer stays
 * pending, state 1; the company gets a notification and a mail), closes a pending or active offer
 * (3; its open applications end as "Oferta cerrada") and sees each offer's applicants.
 */
export const staffOfferExportQuerySchema = staffOfferListQuerySchema
  .omit({ pagina: true, porPagina: true })
  .extend({ formato: z.enum(exportFormats).default('xlsx') });
export type StaffOfferExportQuery = z.infer<typeof staffOfferExportQuerySchema>;

/** What staff may correct before validating: the texts, places and the application deadline. */
export const staffEditOfferBodySchema = z.object({
  idOferta: idSchema,
  titulo: textFieldSchema(3, 150),
  descripcion: textFieldSchema(10, 20000),
  requisitos: z.string().trim().max(5000).default(''),
  plazas: z.coerce.number().int().min(1).max(999),
  fechaFinInscripcion: optionalIsoDaySchema,
});
export type StaffEditOfferBody = z.infer<typeof staffEditOfferBodySchema>;

export const staffRequestOfferChangesBodySchema = z.object({
  idOferta: idSchema,
  mensaje: textFieldSchema(3, 2000),
});
export type StaffRequestOfferChangesBody = z.infer<typeof staffRequestOfferChangesBodySchema>;

export const staffCloseOfferBodySchema = z.object({ idOferta: idSchema });

export const staffOfferClosedSchema = z.object({
  idOferta: z.number().int(),
  idEstado: z.number().int(),
  Estado: z.string(),
  candidaturasCerradas: z.number().int(),
});
export type StaffOfferClosed = z.infer<typeof staffOfferClosedSchema>;
