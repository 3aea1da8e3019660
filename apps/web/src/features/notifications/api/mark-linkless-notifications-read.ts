import { notificationRefs, type Notification, type Role } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** `POST /api/{Rol}/marcarNotificacionesSinEnlaceLeidas {}`. */
export function markLinklessNotificationsRead(role: Role): Promise<{ afectadas: number }> {
  return role === 'empresa'
    ? callApiRef(notificationRefs.companyMarkLinklessRead, { body: {} })
    : callApiRef(notificationRefs.candidateMarkLinklessRead, { body: {} });
}

export function hasLink(notification: Notification): boolean {
  return Boolean(notification.urlAcceso) || Boolean(notification.urlExterna);
}

export function useMarkLinklessNotificationsRead(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markLinklessNotificationsRead(role),
    onMutate: () => {
      queryClient.setQueryData<Notification[]>(notificationKeys.list(role), (list) =>
        list?.map((n) => (hasLink(n) ? n : { ...n, leida: true })),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list(role) }),
  });
}
