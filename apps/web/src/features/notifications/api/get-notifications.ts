import { notificationSchema, type Notification, type Role } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { rolePath } from '../../../lib/session.ts';
import { notificationKeys } from './notification-keys.ts';

const notificationListSchema = z.array(notificationSchema);

/** `GET /api/{Rol}/dameNotificaciones`. */
export function getNotifications(role: Role, signal?: AbortSignal): Promise<Notification[]> {
  return apiRequest(`/${rolePath(role)}/dameNotificaciones`, {
    signal,
    parse: (datos) => notificationListSchema.parse(datos),
  });
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
