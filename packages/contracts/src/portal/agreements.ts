import { z } from 'zod';
import { validationMessages } from '../validators/messages.ts';
import { optionalTextSchema, textFieldSchema } from '../validators/schema-helpers.ts';
import { isValidEmail } from '../validators/email.ts';
import {
  alwaysRefine,
  continuable,
  idSchema,
  optionalFreeTextSchema,
  optionalIsoDaySchema,
  textOf,
} from './form-fields.ts';

/**
 * Collaboration agreements of a company (payload `data`).
 * Lifecycle: generated → signed by company → sent to secretariat → formalised; erroneous and
 * expired from any non-final state.
 */
export const agreementStatuses = [
  'generado',
  'formalizado',
  'firmado_empresa',
  'erroneo',
  'caducado',
  'enviado_secretaria',
] as const;
export type AgreementStatus = (typeof agreementStatuses)[number];
export const agreementStatusSchema = z.enum(agreementStatuses);

/** Spanish display texts of the six statuses. */
export const agreementStatusTexts: Record<AgreementStatus, string> = {
  generado: 'Generado',
  formalizado: 'Formalizado',
  firmado_empresa: 'Firmado por la empresa',
  erroneo: 'Erróneo',
  caducado: 'Caducado',
  enviado_secretaria: 'Enviado a secretaría',
};

/** States in which the company may still upload the signed agreement. */
export const agreementUploadableStatuses: readonly AgreementStatus[] = [
  'generado',
  'firmado_empresa',
];

/** Order number (numeroPedido) maximum length. */
export const ORDER_NUMBER_MAX = 250;

const requiredBoolean = z.boolean({ error: validationMessages.required.mensaje });

/** Signer data (datosFirmante): nombre, apellidos, cargo 3–150; email optional; dni, telefono optional. */
export const agreementSignerSchema = z.object({
  nombre: continuable(textFieldSchema(3, 150)),
  apellidos: continuable(textFieldSchema(3, 150)),
  cargo: continuable(textFieldSchema(3, 150)),
  email: optionalTextSchema(isValidEmail, validationMessages.email),
  dni: optionalFreeTextSchema(20),
  telefono: optionalFreeTextSchema(30),
});

/**
 * Agreement request (payload `data`). `ibanDomiciliacion` is the five IBAN boxes joined
 * by commas; with direct debit every part is required (the IBAN's validity is checked by the server
 * with ibantools: code 73). `numeroPedido` is required when shown (requierePedido and pedidoAnual).
 */
export const agreementRequestSchema = z
  .object({
    idContactoEmpresaGestion: idSchema,
    tramitacionManual: requiredBoolean,
    idCuentaFacturacion: idSchema,
    datosFirmante: agreementSignerSchema,
    fechaCaducidad: optionalIsoDaySchema,
    sincaducidad: z.boolean({ error: validationMessages.malformed.mensaje }).default(true),
    requierePedido: z.boolean({ error: validationMessages.malformed.mensaje }).default(false),
    pedidoAnual: z.boolean({ error: validationMessages.malformed.mensaje }).default(false),
    numeroPedido: optionalFreeTextSchema(ORDER_NUMBER_MAX),
    pagoDomiciliado: requiredBoolean,
    ibanDomiciliacion: optionalFreeTextSchema(64),
    /** A document sent with the request: kept with the agreement (any allowed type, 5 MB). */
    adjunto: z
      .object({
        ficheroB64: z
          .string()
          .min(1)
          .max(Math.ceil((2 * 5 * 1024 * 1024 * 4) / 3) + 64),
        extension_adjunto: z
          .string()
          .trim()
          .toLowerCase()
          .transform((e) => e.replace(/^\./, '')),
      })
      .optional(),
  })
  .superRefine((form, ctx) => {
    const requiere: unknown = form.requierePedido;
    const anual: unknown = form.pedidoAnual;
    if (requiere === true && anual === true && textOf(form.numeroPedido) === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['numeroPedido'],
        message: validationMessages.required.mensaje,
        params: { codigo: validationMessages.required.codigo },
      });
    }
    const domiciliado: unknown = form.pagoDomiciliado;
    if (domiciliado === true) {
      const parts = textOf(form.ibanDomiciliacion).split(',');
      if (parts.length !== 5 || parts.some((p) => p.trim() === '')) {
        ctx.addIssue({
          code: 'custom',
          path: ['ibanDomiciliacion'],
          message: validationMessages.required.mensaje,
          params: { codigo: validationMessages.required.codigo },
        });
      }
    }
  }, alwaysRefine);
export type AgreementRequestInput = z.input<typeof agreementRequestSchema>;
export type AgreementRequest = z.output<typeof agreementRequestSchema>;

/** Answer of addConvenioEmpresa: the new agreement and the link that downloads its PDF. */
export const agreementCreatedSchema = z.object({
  idConvenio: z.number().int(),
  enlace: z.string(),
});
export type AgreementCreated = z.infer<typeof agreementCreatedSchema>;

/** One agreement of the company's list (dameConveniosEmpresa). */
export const agreementSchema = z.object({
  idConvenio: z.number().int(),
  fecha: z.string(),
  estado: agreementStatusSchema,
  estadoTexto: z.string(),
  enlace: z.string(),
  enlaceFirmado: z.string().nullable(),
  /** The agreement countersigned by the university (once the careers office uploads it). */
  enlaceFormalizado: z.string().nullable(),
  /** The document the company sent with its request (payload adjunto), when it sent one. */
  enlaceAdjunto: z.string().nullable(),
  fechaFirmaEmpresa: z.string().nullable(),
  tramitacionManual: z.boolean(),
  pagoDomiciliado: z.boolean(),
  /** Masked IBAN (only the last four characters), null without direct debit. */
  ibanEnmascarado: z.string().nullable(),
  firmante: z.string(),
  motivo: z.string().nullable(),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** Upload of the signed agreement: PDF only (checked by content), at most 2 MB. */
export const agreementSignedUploadSchema = z.object({
  idConvenio: idSchema,
  ficheroB64: z
    .string()
    .min(1)
    // Twice the limit reaches the server, which answers 46 for anything over 2 MB.
    .max(Math.ceil((4 * 1024 * 1024 * 4) / 3) + 64),
  extension_adjunto: z
    .string()
    .trim()
    .toLowerCase()
    .transform((e) => e.replace(/^\./, '')),
});
export type AgreementSignedUploadInput = z.input<typeof agreementSignedUploadSchema>;

export const agreementIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The data last entered in the agreement form, saved in the company profile (popup). */
export const agreementProfileSchema = z.object({
  idContactoEmpresaGestion: z.number().int().nullable(),
  idCuentaFacturacion: z.number().int().nullable(),
  tramitacionManual: z.boolean(),
  requierePedido: z.boolean(),
  pedidoAnual: z.boolean(),
  numeroPedido: z.string().nullable(),
  pagoDomiciliado: z.boolean(),
  ibanDomiciliacion: z.string().nullable(),
  datosFirmante: z.object({
    nombre: z.string(),
    apellidos: z.string(),
    cargo: z.string(),
    email: z.string().nullable(),
  }),
});
export type AgreementProfile = z.infer<typeof agreementProfileSchema>;

/** 'ES91…1332' → '•••• 1332': an IBAN is shown masked except in the agreement itself. */
export function maskIban(iban: string): string {
  return `•••• ${iban.slice(-4)}`;
}
