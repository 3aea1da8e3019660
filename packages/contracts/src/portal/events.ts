import { z } from 'zod';
import { eventItemSchema } from './home.ts';

/**
 * Event sheet (`dameFichaEvento`): the list entry plus the HTML description (sanitised by the
 * server) and the places; `plazas`/`plazasLibres` are null when the event has no limit.
 * `fecha` is an ISO 8601 timestamp (events have a time of day).
 */
export const eventSheetSchema = eventItemSchema.extend({
  descripcion: z.string(),
  plazas: z.number().int().nullable(),
  plazasLibres: z.number().int().nullable(),
});
export type EventSheet = z.infer<typeof eventSheetSchema>;

/** The event of a sheet: its numeric id or its slug (urlAcceso). */
export const eventRefParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });

/** `POST /api/Alumno/inscribirseEnEvento`. */
export const eventEnrolmentBodySchema = z.object({
  idEvento: z.coerce.number().int().positive(),
  urlEvento: z.string().max(500).optional(),
});
export type EventEnrolmentBody = z.infer<typeof eventEnrolmentBodySchema>;

/** Answer of a successful enrolment (mensaje carries the text of code 533). */
export const eventEnrolmentResultSchema = z.object({
  idEvento: z.number().int(),
  inscrito: z.literal(true),
  plazasLibres: z.number().int().nullable(),
});
export type EventEnrolmentResult = z.infer<typeof eventEnrolmentResultSchema>;

/** `POST /api/Alumno/desinscribirseDeEvento`: leave an event before it starts. */
export const eventCancelBodySchema = z.object({ idEvento: z.coerce.number().int().positive() });
export type EventCancelBody = z.infer<typeof eventCancelBodySchema>;

export const eventCancelResultSchema = z.object({
  idEvento: z.number().int(),
  inscrito: z.literal(false),
  plazasLibres: z.number().int().nullable(),
});
export type EventCancelResult = z.infer<typeof eventCancelResultSchema>;

/** Why an enrolment was refused (541): over, full, or already enrolled. */
export const eventRefusalReasons = ['caducado', 'completo', 'inscrito'] as const;
export type EventRefusalReason = (typeof eventRefusalReasons)[number];
