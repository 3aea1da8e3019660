import { z } from 'zod';
import { searchRows } from '../text-search.ts';

/** State of a candidate's request to leave the service ('Solicitar baja'). */
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

/**
 * `GET /api/Gestion/dameSolicitudesBaja`: the requests of a state, oldest first, for the careers
 * office. An approved request's person is already anonymised (name, email and DNI included).
 */
export const staffAccountDeletionItemSchema = accountDeletionRequestSchema.extend({
  idAlumno: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  dni: z.string().nullable(),
  /** Day it was approved or rejected, dd/mm/yyyy. */
  resuelta: z.string().nullable(),
  motivoRechazo: z.string().nullable(),
});
export type StaffAccountDeletionItem = z.infer<typeof staffAccountDeletionItemSchema>;

/** The state filter of the staff list: one state (pending unless asked) or `todas`. */
export const staffDeletionStateFilters = ['pendiente', 'tramitada', 'rechazada', 'todas'] as const;
export type StaffDeletionStateFilter = (typeof staffDeletionStateFilters)[number];

export const staffDeletionListQuerySchema = z.object({
  estado: z.enum(staffDeletionStateFilters).default('pendiente'),
});
export type StaffDeletionListQuery = z.input<typeof staffDeletionListQuerySchema>;

/**
 * `GET /api/Gestion/exportaSolicitudesBaja`: the list as filtered by state and searched (every
 * word in the name, email or DNI, accents and case ignored), as CSV or XLSX.
 */
export const staffDeletionExportQuerySchema = staffDeletionListQuerySchema.extend({
  formato: z.enum(['csv', 'xlsx']).default('csv'),
  texto: z.string().trim().max(200).optional(),
});
export type StaffDeletionExportQuery = z.input<typeof staffDeletionExportQuerySchema>;

/**
 * Deletion requests as searched (every word in the name, email or DNI): the page and its export
 * (`exportaSolicitudesBaja`) show the same rows of the chosen state.
 */
export function searchDeletionRequests(
  requests: readonly StaffAccountDeletionItem[],
  texto: string | undefined,
): StaffAccountDeletionItem[] {
  return searchRows(requests, texto ?? '', (r) => [r.nombre, r.apellidos, r.email, r.dni]);
}
