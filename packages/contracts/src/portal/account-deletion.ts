import { z } from 'zod';

/** State of a candidate's request to leave the service ('Solicitar baja', 000 §6). */
export const accountDeletionStateSchema = z.enum(['pendiente', 'tramitada', 'rechazada']);
export type AccountDeletionState = z.infer<typeof accountDeletionStateSchema>;

/**
 * `POST /api/Alumno/solicitarBajaServicio` (no body): the request stored for the careers office.
 * Asking again while one is pending answers the same request (success 517 both times).
 */
export const accountDeletionRequestSchema = z.object({
  idSolicitud: z.number().int(),
  /** Day the request was made, dd/mm/yyyy. */
  fecha: z.string(),
  estado: accountDeletionStateSchema,
});
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequestSchema>;

/** `GET /api/Gestion/dameSolicitudesBaja`: pending requests, oldest first, for the careers office. */
export const staffAccountDeletionItemSchema = accountDeletionRequestSchema.extend({
  idAlumno: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
});
export type StaffAccountDeletionItem = z.infer<typeof staffAccountDeletionItemSchema>;
