import { notificationRefs, type Notification, type Role } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** `POST /api/{Rol}/marcarNotificacionLeida {id}`. */
export function markNotificationRead(role: Role, id: number): Promise<null> {
  return role === 'empresa'
    ? callApiRef(notificationRefs.companyMarkRead, { body: { id } })
    : callApiRef(notificationRefs.candidateMarkRead, { body: { id } });
}

export function useMarkNotificationRead(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markNotificationRead(role, id),
    onMutate: (id) => {
      queryClient.setQueryData<Notification[]>(notificationKeys.list(role), (list) =>
        list?.map((n) => (n.idNotificacion === id ? { ...n, leida: true } : n)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list(role) }),
  });
}
