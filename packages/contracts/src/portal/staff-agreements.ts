import { z } from 'zod';
import { textFieldSchema } from '../validators/schema-helpers.ts';
import { agreementStatuses, agreementStatusSchema, type AgreementStatus } from './agreements.ts';
import { idSchema, isIsoDay } from './form-fields.ts';
import { invoiceStatuses, type InvoiceStatus } from './invoices.ts';
import { listOrderSchema } from './list-order.ts';

/**
 * The careers office's side of agreements and invoices, their lifecycle:
 * generated → signed by company → sent to secretariat → formalised (with the countersigned PDF);
 * erroneous (with a reason) and expired from any non-final state.
 */

/** States an agreement can still leave (erroneous and expiry apply to these). */
export const agreementOpenStatuses: readonly AgreementStatus[] = [
  'generado',
  'firmado_empresa',
  'enviado_secretaria',
];

/** Staff actions on an agreement and the states each may start from. */
export const staffAgreementActions = {
  erroneo: agreementOpenStatuses,
  enviado_secretaria: ['firmado_empresa'],
  formalizado: ['enviado_secretaria'],
  caducado: agreementOpenStatuses,
} as const satisfies Record<string, readonly AgreementStatus[]>;
export type StaffAgreementAction = keyof typeof staffAgreementActions;

/**
 * Whether the countersigned PDF may be uploaded: only before formalising, since the formalised
 * copy the company already downloaded must not change under it.
 */
export const countersignableStatuses: readonly AgreementStatus[] = ['enviado_secretaria'];

export const exportFormats = ['xlsx', 'csv'] as const;

/** The columns the agreement list sorts by (the server orders every page). */
export const staffAgreementSortKeys = [
  'numero',
  'empresa',
  'fecha',
  'firmante',
  'caducidad',
] as const;

export const staffAgreementListQuerySchema = z.object({
  estado: agreementStatusSchema.optional(),
  texto: z.string().trim().max(200).optional(),
  idEmpresa: z.coerce.number().int().positive().optional(),
  orden: listOrderSchema(staffAgreementSortKeys),
  pagina: z.coerce.number().int().min(1).max(10000).default(1),
  porPagina: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffAgreementListQuery = z.input<typeof staffAgreementListQuerySchema>;

export const staffAgreementExportQuerySchema = staffAgreementListQuerySchema
  .omit({ pagina: true, porPagina: true })
  .extend({ formato: z.enum(exportFormats).default('xlsx') });

export const staffAgreementItemSchema = z.object({
  idConvenio: z.number().int(),
  idEmpresa: z.number().int(),
  empresa: z.string(),
  cif: z.string(),
  fecha: z.string(),
  actualizado: z.string(),
  estado: agreementStatusSchema,
  estadoTexto: z.string(),
  firmante: z.string(),
  fechaCaducidad: z.string().nullable(),
  tieneFirmaEmpresa: z.boolean(),
  tieneFirmaUniversidad: z.boolean(),
});
export type StaffAgreementItem = z.infer<typeof staffAgreementItemSchema>;

export const staffAgreementListSchema = z.object({
  convenios: z.array(staffAgreementItemSchema),
  total: z.number().int(),
  /** Agreements per state under the company and text filters (not the state one). */
  porEstado: z.record(z.enum(agreementStatuses), z.number().int()),
});
export type StaffAgreementList = z.infer<typeof staffAgreementListSchema>;

export const staffAgreementEventSchema = z.object({
  fecha: z.string(),
  desde: agreementStatusSchema.nullable(),
  hasta: agreementStatusSchema,
  usuario: z.string().nullable(),
  motivo: z.string().nullable(),
});

export const staffAgreementDetailSchema = staffAgreementItemSchema.extend({
  tramitacionManual: z.boolean(),
  pagoDomiciliado: z.boolean(),
  ibanEnmascarado: z.string().nullable(),
  requierePedido: z.boolean(),
  numeroPedido: z.string().nullable(),
  firmanteCargo: z.string(),
  firmanteEmail: z.string().nullable(),
  /** The language the document is written in: the one the company asked in. */
  idioma: z.enum(['es', 'en']),
  contacto: z.string().nullable(),
  cuentaFacturacion: z.string().nullable(),
  motivo: z.string().nullable(),
  enlace: z.string(),
  enlaceFirmado: z.string().nullable(),
  enlaceFormalizado: z.string().nullable(),
  /** The document the company sent with its request, when it sent one. */
  enlaceAdjunto: z.string().nullable(),
  acciones: z.array(z.enum(['erroneo', 'enviado_secretaria', 'formalizado', 'caducado'])),
  puedeAdjuntarFormalizado: z.boolean(),
  historial: z.array(staffAgreementEventSchema),
});
export type StaffAgreementDetail = z.infer<typeof staffAgreementDetailSchema>;

export const staffAgreementIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Mark erroneous: the reason the company reads (3–500). */
export const staffAgreementErroneousSchema = z.object({
  idConvenio: idSchema,
  motivo: textFieldSchema(3, 500),
});
export const staffAgreementActionSchema = z.object({ idConvenio: idSchema });

/** The countersigned agreement (PDF only, ≤ 2 MB, checked by content). */
export const staffAgreementCountersignedSchema = z.object({
  idConvenio: idSchema,
  ficheroB64: z
    .string()
    .min(1)
    .max(Math.ceil((4 * 1024 * 1024 * 4) / 3) + 64),
  extension_adjunto: z
    .string()
    .trim()
    .toLowerCase()
    .transform((e) => e.replace(/^\./, '')),
});
export type StaffAgreementCountersignedInput = z.input<typeof staffAgreementCountersignedSchema>;

// ---- Invoices ----

export const staffInvoiceListQuerySchema = z.object({
  anio: z.coerce.number().int().min(2000).max(2100).optional(),
  estado: z.enum(invoiceStatuses).optional(),
  idEmpresa: z.coerce.number().int().positive().optional(),
  texto: z.string().trim().max(200).optional(),
});
export const staffInvoiceExportQuerySchema = staffInvoiceListQuerySchema.extend({
  formato: z.enum(exportFormats).default('xlsx'),
});

export const staffInvoiceSchema = z.object({
  idFactura: z.number().int(),
  idEmpresa: z.number().int(),
  empresa: z.string(),
  cif: z.string(),
  numero: z.string(),
  fecha: z.string(),
  concepto: z.string(),
  importe: z.string(),
  estado: z.enum(invoiceStatuses),
  estadoTexto: z.string(),
  subida: z.boolean(),
  enlace: z.string(),
});
export type StaffInvoice = z.infer<typeof staffInvoiceSchema>;

const amountSchema = z
  .string({ error: 'Este campo es requerido' })
  .trim()
  .regex(/^\d{1,9}([.,]\d{1,2})?$/, { error: 'El campo está mal formado' })
  .transform((v) => Number(v.replace(',', '.')).toFixed(2))
  .refine((v) => Number(v) > 0, { error: 'El campo está mal formado' });

const isoDaySchema = z
  .string({ error: 'Este campo es requerido' })
  .refine(isIsoDay, { error: 'El campo está mal formado' });

/** A new invoice: generated as a PDF from these data, or with the PDF the office uploads. */
export const staffInvoiceCreateSchema = z.object({
  idEmpresa: idSchema,
  numero: textFieldSchema(3, 40).optional(),
  fecha: isoDaySchema,
  concepto: textFieldSchema(3, 250),
  importe: amountSchema,
  estado: z.enum(invoiceStatuses).default('pendiente'),
  /** The invoice PDF (PDF only, ≤ 2 MB); absent → generated with pdfkit. */
  ficheroB64: z
    .string()
    .max(Math.ceil((4 * 1024 * 1024 * 4) / 3) + 64)
    .optional(),
  extension_adjunto: z
    .string()
    .trim()
    .toLowerCase()
    .transform((e) => e.replace(/^\./, ''))
    .optional(),
});
export type StaffInvoiceCreateInput = z.input<typeof staffInvoiceCreateSchema>;

/** Allowed state changes of an invoice. */
export const invoiceTransitions: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  pendiente: ['pagada', 'anulada'],
  pagada: ['pendiente'],
  anulada: [],
};

export const staffInvoiceStateSchema = z.object({
  idFactura: idSchema,
  estado: z.enum(invoiceStatuses),
});

export const staffCompanyOptionSchema = z.object({
  idEmpresa: z.number().int(),
  nombre: z.string(),
  cif: z.string(),
});
export type StaffCompanyOption = z.infer<typeof staffCompanyOptionSchema>;
