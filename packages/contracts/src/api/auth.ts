import { z } from 'zod';

export const ambitos = ['PrivadoAlumno', 'PrivadoAntiguoAlumno', 'PrivadoEmpresa'] as const;
export const ambitoSchema = z.enum(ambitos);
export type Ambito = z.infer<typeof ambitoSchema>;

export const roles = ['alumno', 'empresa', 'gestor'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Careers-office roles: the administrator also runs brand, legal texts and staff users. */
export const staffRoles = ['administrador', 'gestor'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Body of every login call. */
export const loginBodySchema = z.object({
  eUsuario: z.string().trim().min(1).max(254),
  ePassword: z.string().min(1).max(200),
  eAmbito: ambitoSchema,
  eidEmpresa: z.coerce.number().int().positive().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Login `datos` exactly as "Session data". */
export const sessionDataSchema = z.object({
  token: z.string(),
  textoCortoRGPD: z.string().nullable(),
  linkExternoRGPD: z.string().nullable(),
  conPracticas: z.boolean(),
  conEmpleo: z.boolean(),
  primerAcceso: z.boolean(),
  faltaNumeroSeguridadSocial: z.boolean(),
  alumnoConPracticasSinTitulacionesEnCurso: z.boolean(),
  esEstudianteEducacion: z.boolean(),
  esEstudianteDeInfantil: z.boolean(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

/** Entries of `dameEmpresasDelUsuario`. */
export const userCompanySchema = z.object({
  idEmpresa: z.number().int(),
  nombreComercial: z.string(),
  cif: z.string(),
});
export type UserCompany = z.infer<typeof userCompanySchema>;

/** Claims of the JWT (HS256). `exp` is in seconds. */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  unique_name: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  role: roleSchema,
  idEmpresa: z.number().int().optional(),
  /** Staff tokens only: the careers-office role (administrator or manager). */
  staff: staffRoleSchema.optional(),
  /** Present while the current privacy text is not accepted: only guardaAceptacionRGPD is allowed. */
  rgpd: z.literal('pending').optional(),
  /** Session version of the user when signed: a password change or reset ends older ones. */
  sv: z.number().int().min(0).optional(),
  exp: z.number().int(),
  iat: z.number().int().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export const privacyTextSchema = z.object({
  version: z.number().int(),
  textoCortoRGPD: z.string(),
  linkExternoRGPD: z.string().nullable(),
  texto: z.string(),
});
export type PrivacyText = z.infer<typeof privacyTextSchema>;

export const privacyAcceptanceSchema = z.object({
  version: z.number().int(),
  fechaAceptacion: z.string(),
  token: z.string(),
});
