import { z } from 'zod';
import { validationMessages } from '../validators/messages.ts';
import { issueOf, textFieldSchema } from '../validators/schema-helpers.ts';
import {
  optionalEmailSinAcentosSchema,
  optionalPhoneSchema,
  phoneSchema,
} from '../validators/schemas-contact.ts';
import { contactDniNieSchema } from '../validators/schemas-documents.ts';
import {
  alwaysRefine,
  checkSpanishPostalCode,
  continuable,
  idSchema,
  optionalFreeTextSchema,
  optionalIdSchema,
} from './form-fields.ts';

/** Contact type used when none is chosen (000 §3, §9). */
export const DEFAULT_CONTACT_TYPE = 9;
/** The employment forum's first year (001 §3, §9). */
export const FORUM_FIRST_YEAR = 2010;

const unique = (values: readonly number[]) => new Set(values).size === values.length;

const contactTypesSchema = z
  .array(idSchema, { error: validationMessages.malformed.mensaje })
  .refine(unique, issueOf(validationMessages.malformed));

const forumYearsSchema = z
  .array(z.number().int(), { error: validationMessages.malformed.mensaje })
  .refine(
    (years) =>
      unique(years) &&
      years.every((y) => y >= FORUM_FIRST_YEAR && y <= new Date().getFullYear() + 1),
    issueOf(validationMessages.outOfRange),
  );

const contactShape = z.object({
  nombre: continuable(textFieldSchema(3, 150)),
  apellidos: continuable(textFieldSchema(3, 150)),
  dni: continuable(contactDniNieSchema),
  /** The position (cargo) of the contact. */
  puesto: continuable(textFieldSchema(3, 150)),
  departamento: optionalFreeTextSchema(150),
  email: optionalEmailSinAcentosSchema,
  telefono1: continuable(phoneSchema),
  telefono2: optionalPhoneSchema,
  direccion: continuable(textFieldSchema(3, 150)),
  cp: continuable(textFieldSchema(3, 150)),
  localidad: continuable(textFieldSchema(3, 150)),
  idLocalidad: optionalIdSchema,
  provincia: optionalFreeTextSchema(150),
  idPais: optionalIdSchema,
  tipoContacto: contactTypesSchema.optional(),
  aniosForoEmpleo: forumYearsSchema.optional(),
});

/**
 * The management-contact form (000 §3 payload newuser, §5 rules): name, surname, position,
 * address, town and postal code 3–150; DNI/NIF/NIE with 'El campo DNI está mal formado'; phone of
 * at least 9 digits, a second one optional; email optional, without accents. When the brand asks
 * for the contact type (requestTipoContacto) at least one is required; otherwise [9] is used.
 */
export function managementContactFormSchema(options: { requestTipoContacto: boolean }) {
  if (!options.requestTipoContacto) {
    return managementContactBodySchema;
  }
  return managementContactBodySchema.superRefine((form, ctx) => {
    if (!Array.isArray(form.tipoContacto) || form.tipoContacto.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['tipoContacto'],
        message: validationMessages.required.mensaje,
        params: { codigo: validationMessages.required.codigo },
      });
    }
  }, alwaysRefine);
}

/**
 * Body of addContactoEmpresa (the brand rule on tipoContacto is applied by the server); a Spanish
 * address needs a Spanish postal code.
 */
export const managementContactBodySchema = contactShape.superRefine(
  checkSpanishPostalCode,
  alwaysRefine,
);
export type ManagementContactBodyInput = z.input<typeof managementContactBodySchema>;
export type ManagementContactBody = z.output<typeof managementContactBodySchema>;

/** Body of editaContactoEmpresa: the contact and every field again. */
export const managementContactEditBodySchema = contactShape
  .extend({ idContacto: idSchema })
  .superRefine(checkSpanishPostalCode, alwaysRefine);
export type ManagementContactEditBody = z.output<typeof managementContactEditBodySchema>;

/** Body of eliminaContactoEmpresa. */
export const managementContactDeleteBodySchema = z.object({ idContacto: idSchema });
export type ManagementContactDeleteBody = z.output<typeof managementContactDeleteBodySchema>;

/** A management contact as the company's lists show it. */
export const managementContactSchema = z.object({
  idContacto: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  dni: z.string(),
  puesto: z.string(),
  departamento: z.string().nullable(),
  email: z.string().nullable(),
  telefono1: z.string(),
  telefono2: z.string().nullable(),
  direccion: z.string(),
  cp: z.string(),
  localidad: z.string(),
  idLocalidad: z.number().int().nullable(),
  provincia: z.string().nullable(),
  idPais: z.number().int(),
  tipoContacto: z.array(z.number().int()),
  aniosForoEmpleo: z.array(z.number().int()),
});
export type ManagementContact = z.infer<typeof managementContactSchema>;

/** `dameContactosConveniosEmpresa`: the company's contacts keyed by idContacto (000 §7 "map"). */
export const managementContactMapSchema = z.record(z.string(), managementContactSchema);
export type ManagementContactMap = z.infer<typeof managementContactMapSchema>;
