import { z } from 'zod';
import { textFieldSchema } from '../validators/schema-helpers.ts';
import { companyOfferSheetSchema } from './company-offers.ts';
import { idSchema, queryFlagSchema } from './form-fields.ts';
import { listOrderSchema } from './list-order.ts';
import { offerFamilyInputSchema, offerFamilySchema } from './offers.ts';

/**
 * Back-office (careers-office staff, role gestor) under /api/Gestion/…: the offers to validate and
 * every offer with filters; `pendientes` lists the oldest waiting first, the rest newest first
 * (unless `orden` chooses a column).
 */
export const staffOfferSortKeys = ['oferta', 'empresa', 'fecha', 'candidatos'] as const;

export const staffOfferListQuerySchema = z.object({
  estado: z.coerce.number().int().min(1).max(4).optional(),
  type: offerFamilyInputSchema.optional(),
  titulo: z.string().trim().max(150).optional(),
  empresa: z.string().trim().max(150).optional(),
  /** One company's offers (the company filter of /gestion/ofertas). */
  idEmpresa: z.coerce.number().int().positive().optional(),
  /** Only pending offers whose company was asked for changes. */
  cambios: queryFlagSchema,
  orden: listOrderSchema(staffOfferSortKeys),
  pagina: z.coerce.number().int().min(1).default(1),
  porPagina: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffOfferListQuery = z.infer<typeof staffOfferListQuerySchema>;

export const staffOfferItemSchema = z.object({
  idOferta: z.number().int(),
  titulo: z.string(),
  familia: offerFamilySchema,
  idPerfil: z.number().int(),
  paraTitulados: z.boolean(),
  idEstado: z.number().int(),
  Estado: z.string(),
  idEmpresa: z.number().int(),
  empresa: z.string(),
  cif: z.string(),
  empresaValidada: z.boolean(),
  /** Day the offer was created (pending) or published, dd/mm/yyyy. */
  fecha: z.string(),
  fechaFinInscripcion: z.string().nullable(),
  caducada: z.boolean(),
  motivoRechazo: z.string().nullable(),
  /** The careers office's request for changes while pending, or null. */
  cambiosSolicitados: z.string().nullable(),
  numCandidatos: z.number().int(),
  urlAcceso: z.string(),
});
export type StaffOfferItem = z.infer<typeof staffOfferItemSchema>;

export const staffOfferListSchema = z.object({
  ofertas: z.array(staffOfferItemSchema),
  total: z.number().int(),
});
export type StaffOfferList = z.infer<typeof staffOfferListSchema>;

/** `Gestion/dameOferta/{id}`: the whole offer to review, with its company. */
export const staffOfferSheetSchema = companyOfferSheetSchema.omit({ acciones: true }).extend({
  idEmpresa: z.number().int(),
  cif: z.string(),
  empresaValidada: z.boolean(),
  empresaBloqueada: z.boolean(),
  /** The changes asked of the company while pending, and when (dd/mm/yyyy). */
  cambiosSolicitados: z.string().nullable(),
  fechaCambiosSolicitados: z.string().nullable(),
  /** Pending and its company validated and not blocked: validate and reject are offered. */
  puedeValidar: z.boolean(),
});
export type StaffOfferSheet = z.infer<typeof staffOfferSheetSchema>;

export const staffValidateOfferBodySchema = z.object({ idOferta: idSchema });

/** Rejecting needs the reason the company will read (3–1000 characters). */
export const staffRejectOfferBodySchema = z.object({
  idOferta: idSchema,
  motivo: textFieldSchema(3, 1000),
});
export type StaffRejectOfferBody = z.infer<typeof staffRejectOfferBodySchema>;

export const staffOfferDecisionSchema = z.object({
  idOferta: z.number().int(),
  idEstado: z.number().int(),
  Estado: z.string(),
  motivoRechazo: z.string().nullable(),
});
export type StaffOfferDecision = z.infer<typeof staffOfferDecisionSchema>;

/** A company waiting for the careers office to validate it. */
export const staffCompanyItemSchema = z.object({
  idEmpresa: z.number().int(),
  cif: z.string(),
  nombreComercial: z.string(),
  razonSocial: z.string(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  fechaAlta: z.string(),
  validada: z.boolean(),
  bloqueada: z.boolean(),
  numOfertasPendientes: z.number().int(),
});
export type StaffCompanyItem = z.infer<typeof staffCompanyItemSchema>;

export const staffValidateCompanyBodySchema = z.object({ idEmpresa: idSchema });
