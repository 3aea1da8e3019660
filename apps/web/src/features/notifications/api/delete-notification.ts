import { notificationRefs, type Notification, type Role } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** `POST /api/{Rol}/eliminaNotificacion {id}`. */
export function deleteNotification(role: Role, id: number): Promise<null> {
  return role === 'empresa'
    ? callApiRef(notificationRefs.companyRemove, { body: { id } })
    : callApiRef(notificationRefs.candidateRemove, { body: { id } });
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
