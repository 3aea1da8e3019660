import { z } from 'zod';
import { textFieldSchema } from '../validators/schema-helpers.ts';
import { emailAddressSchema } from '../validators/schemas-contact.ts';
import { idSchema, optionalFreeTextSchema } from './form-fields.ts';
import { listOrderSchema } from './list-order.ts';
import { exportFormats } from './staff-agreements.ts';

/**
 * Companies in the back-office, like Handshake's employer approval: a list with
 * search and state, the company sheet with its users and duplicates (same tax id once spaces and
 * dashes are ignored), validation and rejection, block with the message shown at the company's
 * login (code 9), edit, merge of duplicates and the company's users; account requests from
 * /solicitar-cuenta are approved (set-password mail) or rejected with a reason.
 */
export const staffCompanyStates = ['pendiente', 'validada', 'bloqueada', 'duplicada'] as const;
export type StaffCompanyState = (typeof staffCompanyStates)[number];

/** The columns the company list sorts by (the server orders every page). */
export const staffCompanySortKeys = ['nombre', 'cif', 'alta', 'usuarios', 'ofertas'] as const;

export const staffCompanyListQuerySchema = z.object({
  /** Words of the trade or legal name, or the CIF. */
  texto: z.string().trim().max(150).optional(),
  estado: z.enum(staffCompanyStates).optional(),
  orden: listOrderSchema(staffCompanySortKeys),
  pagina: z.coerce.number().int().min(1).default(1),
  porPagina: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffCompanyListQuery = z.infer<typeof staffCompanyListQuerySchema>;

export const staffCompanyExportQuerySchema = staffCompanyListQuerySchema
  .omit({ pagina: true, porPagina: true })
  .extend({ formato: z.enum(exportFormats).default('xlsx') });
export type StaffCompanyExportQuery = z.infer<typeof staffCompanyExportQuerySchema>;

export const staffCompanyRowSchema = z.object({
  idEmpresa: z.number().int(),
  cif: z.string(),
  nombreComercial: z.string(),
  razonSocial: z.string(),
  email: z.string().nullable(),
  fechaAlta: z.string(),
  validada: z.boolean(),
  bloqueada: z.boolean(),
  numUsuarios: z.number().int(),
  numOfertas: z.number().int(),
  /** Another company has the same tax id (ignoring case, spaces and dashes). */
  duplicada: z.boolean(),
});
export type StaffCompanyRow = z.infer<typeof staffCompanyRowSchema>;

export const staffCompanyListSchema = z.object({
  empresas: z.array(staffCompanyRowSchema),
  total: z.number().int(),
});
export type StaffCompanyList = z.infer<typeof staffCompanyListSchema>;

export const staffCompanyUserSchema = z.object({
  idUsuario: z.number().int(),
  email: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  cargo: z.string().nullable(),
  telefono: z.string().nullable(),
  /** dd/mm/yyyy of the last sign-in; null: never signed in (set-password mail pending). */
  ultimoAcceso: z.string().nullable(),
});
export type StaffCompanyUser = z.infer<typeof staffCompanyUserSchema>;

export const staffCompanyDetailSchema = staffCompanyRowSchema.extend({
  descripcion: z.string(),
  web: z.string().nullable(),
  telefono: z.string().nullable(),
  direccion: z.string().nullable(),
  cp: z.string().nullable(),
  mensajeBloqueo: z.string().nullable(),
  numOfertasPendientes: z.number().int(),
  usuarios: z.array(staffCompanyUserSchema),
  duplicadas: z.array(
    z.object({ idEmpresa: z.number().int(), cif: z.string(), nombreComercial: z.string() }),
  ),
});
export type StaffCompanyDetail = z.infer<typeof staffCompanyDetailSchema>;

export const staffCompanyIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const staffCompanyRefSchema = z.object({ idEmpresa: idSchema });

export const staffRejectCompanyBodySchema = z.object({
  idEmpresa: idSchema,
  motivo: textFieldSchema(3, 1000),
});
export type StaffRejectCompanyBody = z.infer<typeof staffRejectCompanyBodySchema>;

/** Blocking needs the message the company's users read when they try to sign in. */
export const staffBlockCompanyBodySchema = z.object({
  idEmpresa: idSchema,
  mensaje: textFieldSchema(3, 1000),
});
export type StaffBlockCompanyBody = z.infer<typeof staffBlockCompanyBodySchema>;

export const staffEditCompanyBodySchema = z.object({
  idEmpresa: idSchema,
  cif: textFieldSchema(8, 20),
  nombreComercial: textFieldSchema(2, 150),
  razonSocial: textFieldSchema(2, 150),
  descripcion: optionalFreeTextSchema(4000),
  web: optionalFreeTextSchema(250),
  email: optionalFreeTextSchema(150),
  telefono: optionalFreeTextSchema(30),
  direccion: optionalFreeTextSchema(250),
  cp: optionalFreeTextSchema(10),
});
export type StaffEditCompanyBody = z.infer<typeof staffEditCompanyBodySchema>;

/** The duplicate's offers, users, agreements… move to the kept company; the duplicate goes. */
export const staffMergeCompaniesBodySchema = z.object({
  idEmpresaConservada: idSchema,
  idEmpresaDuplicada: idSchema,
});
export type StaffMergeCompaniesBody = z.infer<typeof staffMergeCompaniesBodySchema>;

export const staffMergeResultSchema = z.object({
  idEmpresa: z.number().int(),
  /** Rows moved per table (offers, company_users, agreements…). */
  movidos: z.record(z.string(), z.number().int()),
});
export type StaffMergeResult = z.infer<typeof staffMergeResultSchema>;

export const staffAddCompanyUserBodySchema = z.object({
  idEmpresa: idSchema,
  email: emailAddressSchema,
  nombre: textFieldSchema(2, 100),
  apellidos: textFieldSchema(2, 150),
  cargo: optionalFreeTextSchema(100),
  telefono: optionalFreeTextSchema(30),
});
export type StaffAddCompanyUserBody = z.infer<typeof staffAddCompanyUserBodySchema>;

export const staffRemoveCompanyUserBodySchema = z.object({
  idEmpresa: idSchema,
  idUsuario: idSchema,
});
export type StaffRemoveCompanyUserBody = z.infer<typeof staffRemoveCompanyUserBodySchema>;

/** A pending request from /solicitar-cuenta. */
export const staffAccountRequestSchema = z.object({
  idSolicitud: z.number().int(),
  cif: z.string(),
  nombreEmpresa: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  telefono: z.string(),
  mensaje: z.string(),
  fecha: z.string(),
  /** A company with this tax id (compared normalised) already exists: approval joins the user to it. */
  idEmpresaExistente: z.number().int().nullable(),
  /** That company, named for the careers office; null when approval creates a new one. */
  empresaExistente: z
    .object({ idEmpresa: z.number().int(), nombreComercial: z.string(), cif: z.string() })
    .nullable(),
});
export type StaffAccountRequest = z.infer<typeof staffAccountRequestSchema>;

export const staffAccountRequestRefSchema = z.object({ idSolicitud: idSchema });

export const staffRejectAccountRequestBodySchema = z.object({
  idSolicitud: idSchema,
  motivo: textFieldSchema(3, 1000),
});
export type StaffRejectAccountRequestBody = z.infer<typeof staffRejectAccountRequestBodySchema>;

export const staffApprovedAccountSchema = z.object({
  idEmpresa: z.number().int(),
  idUsuario: z.number().int(),
});
