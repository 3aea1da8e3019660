import type { Notification, Role } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { notificationCallsOf } from './notification-calls.ts';
import { notificationKeys } from './notification-keys.ts';

/** `GET /api/{Rol}/dameNotificaciones`. */
export function getNotifications(role: Role, signal?: AbortSignal): Promise<Notification[]> {
  return callApi(notificationCallsOf(role).list, { signal });
}

export function notificationsQueryOptions(role: Role) {
  return queryOptions({
    queryKey: notificationKeys.list(role),
    queryFn: ({ signal }) => getNotifications(role, signal),
    refetchInterval: 120_000,
  });
}

export function useNotifications(role: Role | null) {
  return useQuery({
    ...notificationsQueryOptions(role ?? 'alumno'),
    enabled: role === 'alumno' || role === 'empresa',
  });
}
