import { z } from 'zod';
import { tokenPasswordBodySchema } from '../portal/accounts.ts';
import {
  staffUserExportQuerySchema,
  staffUserInviteBodySchema,
  staffUserItemSchema,
  staffUserRefBodySchema,
  staffUserRoleBodySchema,
} from '../portal/staff-users.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const tags = ['Gestión (servicio de empleo)'];
const auth = 'admin';

/**
 * Careers-office staff users: administrators only. The portal never
 * stays without an active administrator: demoting or deactivating the last one answers 515 (409).
 */
export const staffUserCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameUsuariosGestion',
    auth,
    summary: 'Staff users, administrators first',
    tags,
    response: z.array(staffUserItemSchema),
    codes: [],
  }),
  exportList: defineCall({
    method: 'GET',
    path: '/api/Gestion/exportaUsuariosGestion',
    auth,
    summary:
      'Staff users whose name or email has every word of texto, of a role and state, as CSV or XLSX',
    tags,
    query: staffUserExportQuerySchema,
    response: fileResponse(
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ),
    codes: [Codes.INVALID_INPUT],
  }),
  invite: defineCall({
    method: 'POST',
    path: '/api/Gestion/invitarUsuarioGestion',
    auth,
    summary: 'Invite a staff user: a set-password link (7 days, single use) is mailed',
    description:
      '16 when the email already belongs to a staff user; 400 with the field for bad input.',
    tags,
    body: staffUserInviteBodySchema,
    response: staffUserItemSchema,
    codes: [Codes.EMAIL_ALREADY_REGISTERED],
  }),
  resendInvite: defineCall({
    method: 'POST',
    path: '/api/Gestion/reenviarInvitacionGestion',
    auth,
    summary: 'Mail a new set-password link (earlier links stop working)',
    description: '404 unknown staff user; 515 (409) when the user has already chosen a password.',
    tags,
    body: staffUserRefBodySchema,
    response: staffUserItemSchema,
    codes: [Codes.NOT_FOUND, Codes.SERVER_MESSAGE],
  }),
  changeRole: defineCall({
    method: 'POST',
    path: '/api/Gestion/cambiarRolUsuarioGestion',
    auth,
    summary: 'Make a staff user administrator or manager',
    description:
      'Demoting the last active administrator: 515 (409). Applies at once (read from the database).',
    tags,
    body: staffUserRoleBodySchema,
    response: staffUserItemSchema,
    codes: [Codes.NOT_FOUND, Codes.SERVER_MESSAGE],
  }),
  deactivate: defineCall({
    method: 'POST',
    path: '/api/Gestion/desactivarUsuarioGestion',
    auth,
    summary: 'Deactivate a staff user: every session ends at once',
    description: 'The last active administrator cannot be deactivated: 515 (409).',
    tags,
    body: staffUserRefBodySchema,
    response: staffUserItemSchema,
    codes: [Codes.NOT_FOUND, Codes.SERVER_MESSAGE],
  }),
  reactivate: defineCall({
    method: 'POST',
    path: '/api/Gestion/reactivarUsuarioGestion',
    auth,
    summary: 'Reactivate a deactivated staff user',
    tags,
    body: staffUserRefBodySchema,
    response: staffUserItemSchema,
    codes: [Codes.NOT_FOUND],
  }),
  setPassword: defineCall({
    method: 'POST',
    path: '/api/Gestion/establecerPassword',
    auth: 'public',
    summary: 'Set a staff password with the invitation link',
    description: '42 used, expired or tampered link; 28 weak password. Success message 514.',
    tags,
    body: tokenPasswordBodySchema,
    response: z.null(),
    codes: [Codes.LINK_EXPIRED, Codes.WEAK_PASSWORD],
  }),
};
