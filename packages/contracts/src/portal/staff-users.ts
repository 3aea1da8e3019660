import { z } from 'zod';
import { searchRows } from '../text-search.ts';
import { staffRoleSchema } from '../api/auth.ts';
import { requiredTextSchema, textFieldSchema } from '../validators/schema-helpers.ts';
import { emailAddressSchema } from '../validators/schemas-contact.ts';
import { idSchema } from './form-fields.ts';

/**
 * Careers-office staff users, administrators only: list, invite by email
 * (a set-password link valid 7 days, single use), change role, deactivate and reactivate.
 */
export const staffUserStates = ['activo', 'bloqueado', 'baja'] as const;
export type StaffUserState = (typeof staffUserStates)[number];

export const staffUserItemSchema = z.object({
  idUsuario: z.number().int(),
  email: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  rol: staffRoleSchema,
  estado: z.enum(staffUserStates),
  /** Invited and the password not chosen yet. */
  invitacionPendiente: z.boolean(),
  /** ISO instants. */
  ultimoAcceso: z.string().nullable(),
  alta: z.string(),
  /** The signed-in administrator's own row. */
  esUsted: z.boolean(),
});
export type StaffUserItem = z.infer<typeof staffUserItemSchema>;

export const staffUserInviteBodySchema = z.object({
  email: emailAddressSchema,
  nombre: textFieldSchema(2, 100),
  apellidos: requiredTextSchema().max(150),
  rol: staffRoleSchema,
});
export type StaffUserInviteBody = z.infer<typeof staffUserInviteBodySchema>;

export const staffUserRoleBodySchema = z.object({ idUsuario: idSchema, rol: staffRoleSchema });
export type StaffUserRoleBody = z.infer<typeof staffUserRoleBodySchema>;

export const staffUserRefBodySchema = z.object({ idUsuario: idSchema });
export type StaffUserRefBody = z.infer<typeof staffUserRefBodySchema>;

/** Every export of the back-office: CSV (semicolons, UTF-8 with BOM) or XLSX. */
export const exportFormatSchema = z.enum(['csv', 'xlsx']).default('csv');
export const exportQuerySchema = z.object({ formato: exportFormatSchema });

/**
 * `GET /api/Gestion/exportaUsuariosGestion`: the staff users as searched (every word in the name or
 * email, accents and case ignored) and filtered by role and state, as CSV or XLSX.
 */
export const staffUserExportQuerySchema = exportQuerySchema.extend({
  texto: z.string().trim().max(200).optional(),
  rol: staffRoleSchema.optional(),
  estado: z.enum(staffUserStates).optional(),
});
export type StaffUserExportQuery = z.input<typeof staffUserExportQuerySchema>;

/**
 * The staff users list as searched (every word in the name or email) and filtered by role and
 * state: the page and its export (`exportaUsuariosGestion`) show the same rows.
 */
export function filterStaffUsers(
  users: readonly StaffUserItem[],
  filters: {
    texto?: string | undefined;
    rol?: StaffUserItem['rol'] | undefined;
    estado?: StaffUserState | undefined;
  },
): StaffUserItem[] {
  return searchRows(
    users.filter(
      (u) =>
        (filters.rol === undefined || u.rol === filters.rol) &&
        (filters.estado === undefined || u.estado === filters.estado),
    ),
    filters.texto ?? '',
    (u) => [u.nombre, u.apellidos, u.email],
  );
}
