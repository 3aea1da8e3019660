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

/** Contact type used when none is chosen. */
export const DEFAULT_CONTACT_TYPE = 9;
/** The employment forum's first year. */
export const FORUM_FIRST_YEAR = 2010;

const unique = (values: readonly number[]) => new Set(values).size === values.length;

const contactTypesSchema = z
  .array(idSchema, { error: validationMessages.malformed.mensaje })
  .refine(unique, issueOf(validationMessages.malformed));

const forumYearsSchema = z
  .array(z.number().int(), { error: validationMessages.malformed.mensaje })
  .refine(
    (years) =>
      unique(years) && years.every((y) => y >= FORUM_FIRST_YEAR && y <= new Date().getFullYear()),
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
  /** Read only to refuse them (checkNoPortalLogin): never stored, never dropped in silence. */
  nick: z.unknown().optional(),
  password: z.unknown().optional(),
});

/** Refused when a management contact is sent with a portal login (newuser's nick, password). */
export const contactLoginNotSupported = {
  codigo: 'not_supported',
  mensaje:
    'Un contacto de gestión no tiene usuario ni contraseña en el portal; los usuarios de la empresa los da de alta el Servicio de Empleo.',
} as const;

/**
 * The spec's newuser payload also names nick and password, but a management contact does not sign
 * in (company users are created by the careers office): sending either is refused, field by field.
 */
function checkNoPortalLogin(
  form: { nick?: unknown; password?: unknown },
  ctx: z.core.$RefinementCtx,
): void {
  for (const campo of ['nick', 'password'] as const) {
    const value = form[campo];
    if (value !== undefined && value !== null && value !== '') {
      ctx.addIssue({
        code: 'custom',
        path: [campo],
        message: contactLoginNotSupported.mensaje,
        params: { codigo: contactLoginNotSupported.codigo },
      });
    }
  }
}

/**
 * newuser names the identity document both dni and nif: nif is taken as the DNI/NIF/NIE when dni
 * is not sent; both sent and different is refused on nif.
 */
const withNifAsDni = (input: unknown): unknown => {
  if (typeof input !== 'object' || input === null || !('nif' in input)) {
    return input;
  }
  const { nif, ...rest } = input as Record<string, unknown>;
  const dni = rest.dni;
  if (dni === undefined || dni === null || dni === '') {
    return { ...rest, dni: nif };
  }
  const same =
    typeof nif === 'string' &&
    typeof dni === 'string' &&
    nif.replace(/[\s-]/g, '').toUpperCase() === dni.replace(/[\s-]/g, '').toUpperCase();
  return same || nif === undefined || nif === null || nif === ''
    ? rest
    : { ...rest, nifDistinto: true };
};

function checkNifMatches(form: { nifDistinto?: unknown }, ctx: z.core.$RefinementCtx): void {
  if (form.nifDistinto === true) {
    ctx.addIssue({
      code: 'custom',
      path: ['nif'],
      message: validationMessages.contactDni.mensaje,
      params: { codigo: validationMessages.contactDni.codigo },
    });
  }
}

const contactRules = (
  form: z.output<typeof contactShape> & { nifDistinto?: unknown },
  ctx: z.core.$RefinementCtx,
) => {
  checkSpanishPostalCode(form, ctx);
  checkNoPortalLogin(form, ctx);
  checkNifMatches(form, ctx);
};

/**
 * The management-contact form (payload newuser rules): name, surname, position,
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
const contactBodySchema = contactShape
  .extend({ nifDistinto: z.boolean().optional() })
  .superRefine(contactRules, alwaysRefine);
// The preprocessing only renames nif; the body keeps the form's input type for its callers.
export const managementContactBodySchema = z.preprocess(
  withNifAsDni,
  contactBodySchema,
) as unknown as typeof contactBodySchema;
export type ManagementContactBodyInput = z.input<typeof managementContactBodySchema>;
export type ManagementContactBody = z.output<typeof managementContactBodySchema>;

/** Body of editaContactoEmpresa: the contact and every field again. */
const contactEditBodySchema = contactShape
  .extend({ idContacto: idSchema, nifDistinto: z.boolean().optional() })
  .superRefine(contactRules, alwaysRefine);
export const managementContactEditBodySchema = z.preprocess(
  withNifAsDni,
  contactEditBodySchema,
) as unknown as typeof contactEditBodySchema;
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

/** `dameContactosConveniosEmpresa`: the company's contacts keyed by idContacto ("map"). */
export const managementContactMapSchema = z.record(z.string(), managementContactSchema);
export type ManagementContactMap = z.infer<typeof managementContactMapSchema>;
