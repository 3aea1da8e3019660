import { notificationRefs, type Notification, type Role } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** `POST /api/{Rol}/eliminaNotificaciones {}`: deletes all of the user's notifications. */
export function deleteNotifications(role: Role): Promise<{ afectadas: number }> {
  return role === 'empresa'
    ? callApiRef(notificationRefs.companyRemoveAll, { body: {} })
    : callApiRef(notificationRefs.candidateRemoveAll, { body: {} });
}

export function useDeleteNotifications(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteNotifications(role),
    onSuccess: () => {
      queryClient.setQueryData<Notification[]>(notificationKeys.list(role), []);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list(role) }),
  });
}
