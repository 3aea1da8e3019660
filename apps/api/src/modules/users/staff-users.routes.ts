import { Codes, staffUserCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language, say, sayCode } from '../../lib/language.ts';
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
      say(request, {
        es: 'Invitación enviada. El enlace para elegir la contraseña caduca en 7 días.',
        en: 'Invitation sent. The link to choose the password expires in 7 days.',
      }),
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
      say(request, {
        es: 'Invitación enviada de nuevo. El enlace anterior ya no funciona.',
        en: 'Invitation sent again. The previous link no longer works.',
      }),
    ),
  ),
  route(calls.changeRole, async (request) =>
    envelope(
      await changeStaffRole(ctx, currentUser(request), request.body, request.id),
      say(request, { es: 'Rol cambiado.', en: 'Role changed.' }),
    ),
  ),
  route(calls.deactivate, async (request) =>
    envelope(
      await deactivateStaffUser(ctx, currentUser(request), request.body.idUsuario, request.id),
      say(request, {
        es: 'Usuario desactivado. Sus sesiones han terminado.',
        en: 'User deactivated. Their sessions have ended.',
      }),
    ),
  ),
  route(calls.reactivate, async (request) =>
    envelope(
      await reactivateStaffUser(ctx, currentUser(request), request.body.idUsuario, request.id),
      say(request, { es: 'Usuario reactivado.', en: 'User reactivated.' }),
    ),
  ),
  route(calls.setPassword, async (request) => {
    await passwordFromToken(ctx, request.body, 'set_password', 'gestor');
    return envelope(null, sayCode(request, Codes.PASSWORD_SET));
  }),
];
