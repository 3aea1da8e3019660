import { z } from 'zod';
import { validationMessages } from '../validators/messages.ts';
import { isValidSpanishPostalCode } from '../validators/postal-code.ts';
import { requiredTextSchema, textFieldSchema } from '../validators/schema-helpers.ts';
import {
  differentPassword,
  emailAddressSchema,
  optionalUrlSchema,
  passwordConfirmation,
  passwordRepeatSchema,
  passwordSchema,
  phoneSchema,
} from '../validators/schemas-contact.ts';
import { cifSchema } from '../validators/schemas-documents.ts';
import {
  alwaysRefine,
  checkProvince,
  continuable,
  ID_PAIS_ESPANA,
  idSchema,
  optionalFreeTextSchema,
  optionalIdSchema,
  optionalNumberSchema,
  textOf,
} from './form-fields.ts';

/** `dameDatosEmpresa`: the company of the token ("Company data" and the profile fields). */
export const companyDataSchema = z.object({
  idEmpresa: z.number().int(),
  cif: z.string(),
  nombreComercial: z.string(),
  razonSocial: z.string(),
  descripcion: z.string(),
  idSector: z.number().int().nullable(),
  sector: z.string().nullable(),
  web: z.string().nullable(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  direccion: z.string().nullable(),
  cp: z.string().nullable(),
  idPais: z.number().int(),
  pais: z.string().nullable(),
  idProvincia: z.number().int().nullable(),
  /** Name of the Spanish province, or the free text of a foreign one. */
  provincia: z.string().nullable(),
  idLocalidad: z.number().int().nullable(),
  /** Name of the Spanish municipality, or the free text of a foreign town. */
  localidad: z.string().nullable(),
  numeroEmpleados: z.number().int().nullable(),
  validada: z.boolean(),
  bloqueada: z.boolean(),
});
export type CompanyData = z.infer<typeof companyDataSchema>;

const postalCodeMessage = { codigo: 'malformed', mensaje: validationMessages.malformed.mensaje };

/**
 * `editaEmpresaCompletos`: every field `faltanDatosAlaEmpresa` checks is required here (CIF, legal
 * name, address, postal code, phone, email, sector, province for Spain), so a saved profile is a
 * complete one. Spanish postal codes are 5 digits of a province; elsewhere 3–150 characters.
 */
export const companyProfileBodySchema = z
  .object({
    cif: continuable(cifSchema),
    nombreComercial: continuable(textFieldSchema(3, 150)),
    razonSocial: continuable(textFieldSchema(3, 150)),
    descripcion: optionalFreeTextSchema(2000),
    idSector: idSchema,
    web: optionalUrlSchema,
    email: continuable(emailAddressSchema),
    telefono: continuable(phoneSchema),
    direccion: continuable(textFieldSchema(3, 150)),
    cp: continuable(requiredTextSchema().max(150, { error: validationMessages.maxLength.mensaje })),
    idPais: idSchema,
    idProvincia: optionalIdSchema,
    provincia: optionalFreeTextSchema(150),
    idLocalidad: optionalIdSchema,
    localidad: optionalFreeTextSchema(150),
    numeroEmpleados: optionalNumberSchema({ min: 0, max: 10_000_000, integer: true }),
  })
  .superRefine((form, ctx) => {
    checkProvince(form, ctx);
    const cp = textOf(form.cp);
    // The refinement also runs on invalid input: the country may be anything.
    const idPais: unknown = form.idPais;
    if (cp === '' || typeof idPais !== 'number') {
      return;
    }
    const spanish = idPais === ID_PAIS_ESPANA;
    if (spanish && !isValidSpanishPostalCode(cp)) {
      ctx.addIssue({ code: 'custom', path: ['cp'], message: postalCodeMessage.mensaje });
    } else if (!spanish && cp.length < 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['cp'],
        message: validationMessages.minLength.mensaje,
      });
    }
  }, alwaysRefine);
export type CompanyProfileBodyInput = z.input<typeof companyProfileBodySchema>;
export type CompanyProfileBody = z.output<typeof companyProfileBodySchema>;

/** The fixed key of `existeCIF/{cif}/{clave}` (a check open to the registration form too). */
export const EXISTE_CIF_CLAVE = 'portal-empleo';
export const existeCifParamsSchema = z.object({ cif: z.string().max(20), clave: z.string() });

/** `dameDatosContactoEmpresa`: the signed-in company user's own data in this company. */
export const companyUserProfileSchema = z.object({
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  cargo: z.string().nullable(),
  telefono: z.string().nullable(),
});
export type CompanyUserProfile = z.infer<typeof companyUserProfileSchema>;

/** `editaUsuario` (/mi-perfil): name, surname and position 3–150, email, phone. */
export const companyUserProfileBodySchema = z.object({
  nombre: textFieldSchema(3, 150),
  apellidos: textFieldSchema(3, 150),
  email: emailAddressSchema,
  cargo: textFieldSchema(3, 150),
  telefono: phoneSchema,
});
export type CompanyUserProfileBody = z.infer<typeof companyUserProfileBodySchema>;

/** Answer of editaUsuario: the saved data and a new token carrying the new name and email. */
export const companyUserProfileSavedSchema = companyUserProfileSchema.extend({ token: z.string() });

/**
 * `editarPassword`: the current password, and the new one (at least 8 characters with a digit)
 * twice; the repetition must match ('Las contraseñas no coinciden').
 */
export const changePasswordBodySchema = z
  .object({
    passwordActual: z
      .string({ error: validationMessages.required.mensaje })
      .min(1, { error: validationMessages.required.mensaje }),
    password: passwordSchema,
    confirmacion: passwordRepeatSchema,
  })
  .superRefine(passwordConfirmation('password', 'confirmacion'))
  .superRefine(differentPassword('passwordActual', 'password'));
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Field error of a wrong current password. */
export const wrongCurrentPasswordMessage = {
  codigo: 'wrong_password',
  mensaje: 'La contraseña actual no es correcta',
} as const;
