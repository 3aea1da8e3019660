import type { Role } from '@portal/contracts';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (role: Role) => [...notificationKeys.all, role] as const,
};
