import { Codes, staffUserCalls as calls, statusMessage } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { passwordFromToken } from '../accounts/passwords.service.ts';
import {
  changeStaffRole,
  deactivateStaffUser,
  exportStaffUsers,
  inviteStaffUser,
  listStaffUsers,
  reactivateStaffUser,
  resendStaffInvitation,
} from './staff-users.service.ts';

/** Staff users and roles: administrators only; the set-password link is public. */
export const staffUserRoutes = (ctx: AppContext) => [
  route(calls.list, async (request) => envelope(await listStaffUsers(ctx, currentUser(request)))),
  route(calls.exportList, async (request, reply) =>
    sendPrivateFile(reply, await exportStaffUsers(ctx, request.query, language(request))),
  ),
  route(calls.invite, async (request) =>
    envelope(
      await inviteStaffUser(ctx, currentUser(request), request.body, language(request), request.id),
      'Invitación enviada. El enlace para elegir la contraseña caduca en 7 días.',
    ),
  ),
  route(calls.resendInvite, async (request) =>
    envelope(
      await resendStaffInvitation(
        ctx,
        currentUser(request),
        request.body.idUsuario,
        language(request),
        request.id,
      ),
      'Invitación enviada de nuevo. El enlace anterior ya no funciona.',
    ),
  ),
  route(calls.changeRole, async (request) =>
    envelope(
      await changeStaffRole(ctx, currentUser(request), request.body, request.id),
      'Rol cambiado.',
    ),
  ),
  route(calls.deactivate, async (request) =>
    envelope(
      await deactivateStaffUser(ctx, currentUser(request), request.body.idUsuario, request.id),
      'Usuario desactivado. Sus sesiones han terminado.',
    ),
  ),
  route(calls.reactivate, async (request) =>
    envelope(
      await reactivateStaffUser(ctx, currentUser(request), request.body.idUsuario, request.id),
      'Usuario reactivado.',
    ),
  ),
  route(calls.setPassword, async (request) => {
    await passwordFromToken(ctx, request.body, 'set_password', 'gestor');
    return envelope(null, statusMessage(Codes.PASSWORD_SET, language(request)).cuerpo);
  }),
];
