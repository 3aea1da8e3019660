import type { Notification, Role } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { notificationCallsOf } from './notification-calls.ts';
import { notificationKeys } from './notification-keys.ts';

/** `POST /api/{Rol}/marcarNotificacionesSinEnlaceLeidas {}`. */
export function markLinklessNotificationsRead(role: Role): Promise<{ afectadas: number }> {
  return callApi(notificationCallsOf(role).markLinklessRead, { body: {} });
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
