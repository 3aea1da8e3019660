import type { Notification, Role } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { notificationCallsOf } from './notification-calls.ts';
import { notificationKeys } from './notification-keys.ts';

/** `POST /api/{Rol}/eliminaNotificacion {id}`. */
export function deleteNotification(role: Role, id: number): Promise<null> {
  return callApi(notificationCallsOf(role).remove, { body: { id } });
}

export function useDeleteNotification(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteNotification(role, id),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<Notification[]>(notificationKeys.list(role), (list) =>
        list?.filter((n) => n.idNotificacion !== id),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list(role) }),
  });
}
