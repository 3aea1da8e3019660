import { Button, Group } from '@mantine/core';
import type { StaffUserItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import {
  useChangeStaffRole,
  useReactivateStaffUser,
  useResendInvitation,
} from '../api/staff-users.ts';

export type StaffUserNotice = 'invited' | 'resent' | 'roleChanged' | 'deactivated' | 'reactivated';

/** A staff user's row actions: change role, resend the invitation, deactivate or reactivate. */
export function StaffUserActions({
  user,
  onDone,
  onDeactivate,
}: {
  user: StaffUserItem;
  onDone: (notice: StaffUserNotice, user: StaffUserItem) => void;
  onDeactivate: (user: StaffUserItem) => void;
}) {
  const { t } = useTranslation('backOffice');
  const changeRole = useChangeStaffRole();
  const reactivate = useReactivateStaffUser();
  const resend = useResendInvitation();
  return (
    <Group gap="xs" wrap="nowrap">
      {user.estado === 'activo' && (
        <Button
          size="xs"
          variant="default"
          loading={changeRole.isPending}
          aria-label={t(
            user.rol === 'gestor' ? 'users.actions.makeAdminOf' : 'users.actions.makeManagerOf',
            { name: `${user.nombre} ${user.apellidos}` },
          )}
          onClick={() => {
            changeRole.mutate(
              {
                idUsuario: user.idUsuario,
                rol: user.rol === 'gestor' ? 'administrador' : 'gestor',
              },
              {
                onSuccess: (changed) => {
                  onDone('roleChanged', changed);
                },
              },
            );
          }}
        >
          {t(user.rol === 'gestor' ? 'users.actions.makeAdmin' : 'users.actions.makeManager')}
        </Button>
      )}
      {user.invitacionPendiente && user.estado === 'activo' && (
        <Button
          size="xs"
          variant="default"
          aria-label={t('users.actions.resendOf', { name: user.email })}
          onClick={() => {
            resend.mutate(user.idUsuario, {
              onSuccess: () => {
                onDone('resent', user);
              },
            });
          }}
        >
          {t('users.actions.resend')}
        </Button>
      )}
      {user.estado === 'activo' ? (
        <Button
          size="xs"
          color="red"
          variant="outline"
          aria-label={t('users.actions.deactivateOf', { name: user.email })}
          onClick={() => {
            onDeactivate(user);
          }}
        >
          {t('users.actions.deactivate')}
        </Button>
      ) : (
        <Button
          size="xs"
          variant="default"
          aria-label={t('users.actions.reactivateOf', { name: user.email })}
          onClick={() => {
            reactivate.mutate(user.idUsuario, {
              onSuccess: (changed) => {
                onDone('reactivated', changed);
              },
            });
          }}
        >
          {t('users.actions.reactivate')}
        </Button>
      )}
    </Group>
  );
}
