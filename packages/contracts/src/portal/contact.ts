import { z } from 'zod';
import { validationMessages } from '../validators/messages.ts';
import { textFieldSchema } from '../validators/schema-helpers.ts';
import { emailAddressSchema, privacyAcceptedSchema } from '../validators/schemas-contact.ts';

/** Who writes through `/contact`: a student or graduate, a company, or anybody else. */
export const contactProfiles = ['estudiante', 'empresa', 'otro'] as const;
export type ContactProfile = (typeof contactProfiles)[number];

/** The public contact form (`/contact`): stored, then mailed to the careers office. */
export const contactMessageBodySchema = z.object({
  nombre: textFieldSchema(3, 150),
  email: emailAddressSchema.max(254, { error: validationMessages.maxLength.mensaje }),
  perfil: z.enum(contactProfiles, { error: validationMessages.required.mensaje }),
  asunto: textFieldSchema(3, 150),
  mensaje: textFieldSchema(10, 5000),
  aceptaPoliticaPrivacidad: privacyAcceptedSchema,
});
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;

export const contactMessageResultSchema = z.object({ idMensaje: z.number().int() });

/** A message in the careers office's inbox (`/gestion/contacto`). */
export const staffContactMessageSchema = z.object({
  idMensaje: z.number().int(),
  nombre: z.string(),
  email: z.string(),
  perfil: z.enum(contactProfiles),
  asunto: z.string(),
  mensaje: z.string(),
  /** ISO 8601 timestamp. */
  recibido: z.string(),
  atendido: z.boolean(),
  /** ISO 8601 timestamp, null while pending. */
  atendidoEl: z.string().nullable(),
  /** Name of the staff user who marked it handled. */
  atendidoPor: z.string().nullable(),
});
export type StaffContactMessage = z.infer<typeof staffContactMessageSchema>;

export const contactInboxStates = ['pendientes', 'atendidos', 'todos'] as const;
export const contactInboxQuerySchema = z.object({
  estado: z.enum(contactInboxStates).default('pendientes'),
});
export type ContactInboxQuery = z.input<typeof contactInboxQuerySchema>;

export const contactExportQuerySchema = contactInboxQuerySchema.extend({
  formato: z.enum(['csv', 'xlsx']).default('csv'),
});

export const contactMessageIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const contactHandledBodySchema = z.object({ atendido: z.boolean() });
