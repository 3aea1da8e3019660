import { z } from 'zod';
import { validationMessages } from '../validators/messages.ts';
import { issueOf, requiredTextSchema } from '../validators/schema-helpers.ts';
import {
  differentPassword,
  emailAddressSchema,
  passwordConfirmation,
  passwordRepeatSchema,
  passwordSchema,
  phoneSchema,
  privacyAcceptedSchema,
} from '../validators/schemas-contact.ts';
import { isValidCifOrNif } from '../validators/cif.ts';
import { dniNieSchema } from '../validators/schemas-documents.ts';
import { idSchema } from './form-fields.ts';

/**
 * Account lifecycle: student registration,
 * company account requests, password reset / set / change and single sign-on.
 *
 * The wire schemas take any non-empty password so the server can answer the spec's code 28 (weak
 * password) and 33 (tax id format) itself; the `…FormSchema` variants are what the web validates
 * before sending, with the field messages of the spec.
 */

const requiredString = () =>
  z
    .string({ error: validationMessages.required.mensaje })
    .min(1, { error: validationMessages.required.mensaje });

const nameSchema = () =>
  requiredTextSchema().max(150, { error: validationMessages.maxLength.mensaje });

/** Password on the wire: any non-empty text; the rule (28) is the server's. */
const wirePasswordSchema = requiredString().max(200, {
  error: validationMessages.maxLength.mensaje,
});

const newPasswordShape = <P extends z.ZodType<string>>(password: P) => ({
  password,
  confirmacion: passwordRepeatSchema,
});

const registrationShape = <P extends z.ZodType<string>>(password: P) => ({
  nombre: nameSchema(),
  apellidos: nameSchema(),
  dni: dniNieSchema,
  email: emailAddressSchema,
  telefono: phoneSchema,
  ...newPasswordShape(password),
  aceptaPoliticaPrivacidad: privacyAcceptedSchema,
  /** Former student (graduate) registration, gated by brand canRegistroAntiguoAlumno. */
  antiguoAlumno: z.boolean().optional(),
});

/** `registrarUsuario` (brand canRegistroAlumno): 28 weak password, 16 email already registered. */
export const registerCandidateBodySchema = z
  .object(registrationShape(wirePasswordSchema))
  .superRefine(passwordConfirmation('password', 'confirmacion'));
export type RegisterCandidateBody = z.infer<typeof registerCandidateBodySchema>;

export const registerCandidateFormSchema = z
  .object(registrationShape(passwordSchema))
  .superRefine(passwordConfirmation('password', 'confirmacion'));

/**
 * The company request's second consent ("Registration form": both must be accepted), with
 * its own message: the privacy one would name the wrong box.
 */
const communicationsAcceptedSchema = z
  .boolean({ error: validationMessages.communicationsRequired.mensaje })
  .refine((accepted) => accepted, issueOf(validationMessages.communicationsRequired));

const companyRequestShape = <C extends z.ZodType<string>>(cif: C) => ({
  cif,
  nombreEmpresa: nameSchema(),
  nombre: nameSchema(),
  apellidos: nameSchema(),
  email: emailAddressSchema,
  telefono: phoneSchema,
  mensaje: requiredTextSchema().max(2000, { error: validationMessages.maxLength.mensaje }),
  direccion: requiredTextSchema().max(250, { error: validationMessages.maxLength.mensaje }),
  idPais: idSchema,
  aceptaPoliticaPrivacidad: privacyAcceptedSchema,
  aceptaComunicaciones: communicationsAcceptedSchema,
});

/** `guardarUsuarioEmpresa` (/solicitar-cuenta): 33 tax id format, 16 email already registered. */
export const companyAccountRequestBodySchema = z.object(
  companyRequestShape(
    requiredTextSchema().max(20, { error: validationMessages.malformed.mensaje }),
  ),
);
export type CompanyAccountRequestBody = z.infer<typeof companyAccountRequestBodySchema>;

export const companyAccountRequestFormSchema = z.object(
  companyRequestShape(
    requiredTextSchema().refine(
      (value) => isValidCifOrNif(value.toUpperCase()),
      issueOf(validationMessages.malformed),
    ),
  ),
);

/** `solicitarReseteoPassword {usuario}`: the candidate's email (or DNI). Always 505. */
export const candidateResetRequestBodySchema = z.object({
  usuario: requiredTextSchema().max(254, { error: validationMessages.maxLength.mensaje }),
});
export type CandidateResetRequestBody = z.infer<typeof candidateResetRequestBodySchema>;

/**
 * `recuerdoPassword {nick}` (the company user's email) or `{cif}` (the login flow: every active
 * user of that company). Always 505.
 */
export const companyResetRequestBodySchema = z
  .object({
    nick: z.string().trim().max(254).optional(),
    cif: z.string().trim().max(20).optional(),
  })
  .superRefine((data, ctx) => {
    if (!data.nick && !data.cif) {
      ctx.addIssue({
        code: 'custom',
        path: ['nick'],
        message: validationMessages.required.mensaje,
        params: { codigo: validationMessages.required.codigo },
      });
    }
  });
export type CompanyResetRequestBody = z.infer<typeof companyResetRequestBodySchema>;

/** `restablecerPassword` / `establecerPassword`: the mailed token and the new password twice. */
/** `confirmarEmail {token}`: the link mailed at registration (42 used, expired or tampered). */
export const confirmEmailBodySchema = z.object({ token: requiredString().max(200) });
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

/** Which mailed link a password page holds: whose password, reset or first set. */
export const passwordLinkKinds = [
  'candidateReset',
  'companyReset',
  'companySet',
  'staffSet',
] as const;
export type PasswordLinkKind = (typeof passwordLinkKinds)[number];

/** `compruebaEnlacePassword`: whether a mailed password link can still be used (0) or not (42). */
export const passwordLinkCheckBodySchema = z.object({
  token: requiredString().max(200),
  tipo: z.enum(passwordLinkKinds),
});
export type PasswordLinkCheckBody = z.infer<typeof passwordLinkCheckBodySchema>;

export const tokenPasswordBodySchema = z
  .object({
    token: requiredString().max(200),
    ...newPasswordShape(wirePasswordSchema),
  })
  .superRefine(passwordConfirmation('password', 'confirmacion'));
export type TokenPasswordBody = z.infer<typeof tokenPasswordBodySchema>;

/** The new-password form of the reset and set-password pages (the token comes from the link). */
export const newPasswordFormSchema = z
  .object(newPasswordShape(passwordSchema))
  .superRefine(passwordConfirmation('password', 'confirmacion'));
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** Candidate `editarPassword`: the same body as the company call; 28 for a weak new password. */
export const candidateChangePasswordBodySchema = z
  .object({
    passwordActual: requiredString().max(200),
    ...newPasswordShape(wirePasswordSchema),
  })
  .superRefine(passwordConfirmation('password', 'confirmacion'))
  .superRefine(differentPassword('passwordActual', 'password'));
export type CandidateChangePasswordBody = z.infer<typeof candidateChangePasswordBodySchema>;

export const candidateChangePasswordFormSchema = z
  .object({
    passwordActual: requiredString(),
    ...newPasswordShape(passwordSchema),
  })
  .superRefine(passwordConfirmation('password', 'confirmacion'))
  .superRefine(differentPassword('passwordActual', 'password'));

/** The session that changed the password goes on with this token; every other one ends. */
export const passwordChangedSchema = z.object({ token: z.string() });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** How strong a password looks while it is typed (0–4); only the password rule is enforced. */
export function passwordStrength(value: string): 0 | 1 | 2 | 3 | 4 {
  if (value === '') {
    return 0;
  }
  let score = 0;
  if (value.length >= 8) {
    score += 1;
  }
  if (/\d/.test(value)) {
    score += 1;
  }
  if (/[a-z]/.test(value) && /[A-Z]/.test(value)) {
    score += 1;
  }
  if (value.length >= 12 || /[^A-Za-z0-9]/.test(value)) {
    score += 1;
  }
  return Math.max(1, Math.min(4, score)) as 1 | 2 | 3 | 4;
}

/** Single sign-on: which protocol the portal uses, null when none is configured. */
export const ssoProtocolSchema = z.enum(['oidc', 'saml']);

/** `dameLoginIntegrado`: whether the login pages offer 'Acceder con la cuenta de la universidad'. */
export const ssoStatusSchema = z.object({
  configurado: z.boolean(),
  tipo: ssoProtocolSchema.nullable(),
});
export type SsoStatus = z.infer<typeof ssoStatusSchema>;

/** `inicioLoginIntegrado`: from the portal's /acceso, or from a survey's access page. */
export const ssoStartBodySchema = z.object({
  /** The survey (its id or urlAcceso) whose access page starts the sign-in; absent for /acceso. */
  idEncuesta: z.string().trim().min(1).max(100).optional(),
});
export type SsoStartBody = z.infer<typeof ssoStartBodySchema>;

/**
 * Where the browser goes next: the provider's authorization URL (OIDC, with state, nonce and the
 * PKCE challenge) or its sign-on URL with the SAML AuthnRequest (Redirect
 * binding); `state` is the OIDC state or the SAML RelayState. All null when not configured.
 */
export const ssoStartSchema = z.object({
  configurado: z.boolean(),
  tipo: ssoProtocolSchema.nullable(),
  url: z.string().nullable(),
  state: z.string().nullable(),
});
export type SsoStart = z.infer<typeof ssoStartSchema>;

/**
 * `validaRespuestaLoginIntegrado {respuesta}`: the provider's answer as it reached the portal:
 * for OIDC the callback's query string (`code=…&state=…`, with `iss` when sent), for SAML the
 * base64 `SAMLResponse`.
 */
export const ssoAnswerBodySchema = z.object({
  respuesta: requiredString().max(100_000, { error: validationMessages.maxLength.mensaje }),
});
export type SsoAnswerBody = z.infer<typeof ssoAnswerBodySchema>;

/**
 * What a 515 refusal carries when the university identity matches a candidate (by email or DNI)
 * that is not linked yet: a 10-minute ticket to link them with the portal password.
 */
export const ssoLinkOfferSchema = z.object({
  vinculacion: z.object({ token: z.string(), email: z.string() }),
});
export type SsoLinkOffer = z.infer<typeof ssoLinkOfferSchema>;

/** `vinculaLoginIntegrado`: the ticket of the refusal and the candidate's portal password. */
export const ssoLinkBodySchema = z.object({
  tokenVinculacion: requiredString().max(200),
  password: requiredString().max(200),
});
export type SsoLinkBody = z.infer<typeof ssoLinkBodySchema>;

/** The SAML HTTP-POST binding: what the identity provider's form posts to the portal. */
export const samlPostBodySchema = z.object({
  SAMLResponse: z.string().min(1).max(100_000),
  RelayState: z.string().max(200).optional(),
});
