import { z } from 'zod';
import { isValidEmail, isValidEmailSinAcentos } from './email.ts';
import { validationMessages } from './messages.ts';
import { isValidPassword, passwordsMatch } from './password.ts';
import { phoneIssue, type PhoneIssue } from './phone.ts';
import { isNumericPostalCode, isValidSpanishPostalCode } from './postal-code.ts';
import {
  issueOf,
  requiredChecks,
  optionalTextSchema,
  requiredTextSchema,
} from './schema-helpers.ts';
import { isValidUrl } from './url.ts';

/** Email with the management-contact rule: '@', a dot and no accented letters. */
export const emailSinAcentosSchema = requiredTextSchema().refine(
  isValidEmailSinAcentos,
  issueOf(validationMessages.email),
);
export const optionalEmailSinAcentosSchema = optionalTextSchema(
  isValidEmailSinAcentos,
  validationMessages.email,
);

/** General email (registration, signer, tutor). */
export const emailAddressSchema = requiredTextSchema().refine(
  isValidEmail,
  issueOf(validationMessages.email),
);
export const optionalEmailAddressSchema = optionalTextSchema(
  isValidEmail,
  validationMessages.email,
);

const phoneMessages = {
  malformed: validationMessages.malformed,
  too_short: validationMessages.minLength,
  too_long: validationMessages.phoneTooLong,
} as const satisfies Record<
  PhoneIssue,
  (typeof validationMessages)[keyof typeof validationMessages]
>;

/** The message of what is wrong with a given phone number, or null when it is fine. */
export function phoneProblem(value: string): (typeof phoneMessages)[PhoneIssue] | null {
  const issue = value === '' ? null : phoneIssue(value);
  return issue === null ? null : phoneMessages[issue];
}

function checkPhone(value: string, ctx: z.core.$RefinementCtx<string>): void {
  const problem = phoneProblem(value);
  if (problem !== null) {
    const { codigo, mensaje } = problem;
    ctx.addIssue({ code: 'custom', message: mensaje, params: { codigo }, input: value });
  }
}

/** Phone: at least 9 digits ('…longitud mínima…'), at most 15 ('La longitud del teléfono es excesiva'). */
export const phoneSchema = requiredTextSchema().superRefine(checkPhone);
/** Second phone: may be empty; when given, the same rule ("telefono2 minimum 9 if given"). */
export const optionalPhoneSchema = z
  .string({ error: validationMessages.malformed.mensaje })
  .trim()
  .superRefine(checkPhone)
  .optional();

/** At least 8 characters with at least one digit. */
export const passwordSchema = z
  .string({ error: validationMessages.required.mensaje })
  .check(...requiredChecks())
  .refine(isValidPassword, issueOf(validationMessages.weakPassword));

/** The password typed again: required like the password (its match is the object's rule). */
export const passwordRepeatSchema = z
  .string({ error: validationMessages.required.mensaje })
  .check(...requiredChecks());

/**
 * `.superRefine(passwordConfirmation('password', 'confirmacion'))` on an object schema: the
 * confirmation field gets 'Las contraseñas no coinciden' when it differs.
 */
export function passwordConfirmation<K extends string, C extends string>(
  passwordKey: K,
  confirmationKey: C,
): (data: Readonly<Record<K | C, string>>, ctx: z.core.$RefinementCtx) => void {
  return (data, ctx) => {
    if (!passwordsMatch(data[passwordKey], data[confirmationKey])) {
      const { codigo, mensaje } = validationMessages.passwordMismatch;
      ctx.addIssue({
        code: 'custom',
        path: [confirmationKey],
        message: mensaje,
        params: { codigo },
      });
    }
  };
}

/**
 * `.superRefine(differentPassword('passwordActual', 'password'))`: a change of password to the one
 * in use is refused on the new password ('La nueva contraseña debe ser distinta de la actual').
 */
export function differentPassword<A extends string, N extends string>(
  currentKey: A,
  newKey: N,
): (data: Readonly<Record<A | N, string>>, ctx: z.core.$RefinementCtx) => void {
  return (data, ctx) => {
    if (data[newKey] !== '' && data[newKey] === data[currentKey]) {
      const { codigo, mensaje } = validationMessages.samePassword;
      ctx.addIssue({ code: 'custom', path: [newKey], message: mensaje, params: { codigo } });
    }
  };
}

/** Privacy policy checkbox: must be ticked ('Debes aceptar la política de privacidad'). */
export const privacyAcceptedSchema = z
  .boolean({ error: validationMessages.privacyRequired.mensaje })
  .refine((accepted) => accepted, issueOf(validationMessages.privacyRequired));

/** Spanish postal code: 5 digits, province 01–52. */
export const postalCodeSchema = requiredTextSchema().refine(
  isValidSpanishPostalCode,
  issueOf(validationMessages.malformed),
);

/** Numeric postal code of any country. */
export const numericPostalCodeSchema = requiredTextSchema().refine(
  isNumericPostalCode,
  issueOf(validationMessages.malformed),
);

/** http(s) URL. */
export const urlSchema = requiredTextSchema().refine(
  isValidUrl,
  issueOf(validationMessages.malformed),
);
export const optionalUrlSchema = optionalTextSchema(isValidUrl, validationMessages.malformed);
