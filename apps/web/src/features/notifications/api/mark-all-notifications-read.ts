import { notificationRefs, type Notification, type Role } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** `POST /api/{Rol}/marcarNotificacionesLeidas {}`: every notification of the user read. */
export function markAllNotificationsRead(role: Role): Promise<{ afectadas: number }> {
  return role === 'empresa'
    ? callApiRef(notificationRefs.companyMarkAllRead, { body: {} })
    : callApiRef(notificationRefs.candidateMarkAllRead, { body: {} });
}

export function useMarkAllNotificationsRead(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(role),
    onMutate: () => {
      queryClient.setQueryData<Notification[]>(notificationKeys.list(role), (list) =>
        list?.map((n) => ({ ...n, leida: true })),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list(role) }),
  });
}
