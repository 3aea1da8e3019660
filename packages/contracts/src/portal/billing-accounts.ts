import { z } from 'zod';
import { validationMessages } from '../validators/messages.ts';
import { textFieldSchema } from '../validators/schema-helpers.ts';
import { bicSchema, cifSchema } from '../validators/schemas-documents.ts';
import {
  alwaysRefine,
  checkProvince,
  checkSpanishPostalCode,
  continuable,
  idSchema,
  optionalFreeTextSchema,
  optionalIdSchema,
  textOf,
} from './form-fields.ts';

/**
 * The fiscal-account form (payload newaccount rules): NombreFiscal, domicilioFiscal,
 * poblacion and cp 3–150; CIF; country; province as a select for Spain (idProvincia 1–52) and as
 * free text of at least 3 characters elsewhere; domicilioEnvioPostal 3–250, required only when
 * requiereEnvioPostalFacturas is on (and dropped when it is off); SWIFT/BIC optional, well formed.
 */
export const billingAccountBodySchema = z
  .object({
    NombreFiscal: continuable(textFieldSchema(3, 150)),
    CIF: continuable(cifSchema),
    domicilioFiscal: continuable(textFieldSchema(3, 150)),
    idPais: idSchema,
    idProvincia: optionalIdSchema,
    provincia: optionalFreeTextSchema(150),
    poblacion: continuable(textFieldSchema(3, 150)),
    cp: continuable(textFieldSchema(3, 150)),
    requiereEnvioPostalFacturas: z
      .boolean({ error: validationMessages.malformed.mensaje })
      .default(false),
    domicilioEnvioPostal: optionalFreeTextSchema(250),
    /** SWIFT/BIC of the account's bank (asks its format): optional; malformed → 83. */
    SWIFT: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      bicSchema.optional(),
    ),
  })
  .superRefine((form, ctx) => {
    checkProvince(form, ctx);
    checkSpanishPostalCode(form, ctx);
    // The refinement also runs on invalid input: the flag may be anything.
    const byPost: unknown = form.requiereEnvioPostalFacturas;
    if (byPost !== true) {
      return;
    }
    const address = textOf(form.domicilioEnvioPostal);
    const message =
      address === ''
        ? validationMessages.required
        : address.length < 3
          ? validationMessages.minLength
          : null;
    if (message) {
      ctx.addIssue({
        code: 'custom',
        path: ['domicilioEnvioPostal'],
        message: message.mensaje,
        params: { codigo: message.codigo },
      });
    }
  }, alwaysRefine);
export type BillingAccountBodyInput = z.input<typeof billingAccountBodySchema>;
export type BillingAccountBody = z.output<typeof billingAccountBodySchema>;

/** Body of editaCuentaFacturacion: the account and every field again, with the same rules. */
export const billingAccountEditBodySchema = billingAccountBodySchema.safeExtend({
  idCuenta: idSchema,
});
export type BillingAccountEditBody = z.output<typeof billingAccountEditBodySchema>;

/** Body of eliminaCuentaFacturacion. */
export const billingAccountDeleteBodySchema = z.object({ idCuenta: idSchema });
export type BillingAccountDeleteBody = z.output<typeof billingAccountDeleteBodySchema>;

/** A billing account as listed (`dameCuentasFacturacion`); `Provincia` is the name to show. */
export const billingAccountSchema = z.object({
  idCuenta: z.number().int(),
  NombreFiscal: z.string(),
  CIF: z.string(),
  requiereEnvioPostalFacturas: z.boolean(),
  domicilioFiscal: z.string(),
  idProvincia: z.number().int().nullable(),
  Provincia: z.string(),
  provincia: z.string().nullable(),
  poblacion: z.string(),
  idPais: z.number().int(),
  cp: z.string(),
  domicilioEnvioPostal: z.string().nullable(),
  SWIFT: z.string().nullable(),
});
export type BillingAccount = z.infer<typeof billingAccountSchema>;
