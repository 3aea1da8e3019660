import { notificationRefs, type Notification, type Role } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** `GET /api/{Rol}/dameNotificaciones`. */
export function getNotifications(role: Role, signal?: AbortSignal): Promise<Notification[]> {
  // By reference (no schemas): the bell is on every signed-in page's first paint.
  return role === 'empresa'
    ? callApiRef(notificationRefs.companyList, { signal })
    : callApiRef(notificationRefs.candidateList, { signal });
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
