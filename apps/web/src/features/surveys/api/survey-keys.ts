import type { Role } from '@portal/contracts';

export const surveyKeys = {
  all: ['surveys'] as const,
  list: (role: Role) => [...surveyKeys.all, 'list', role] as const,
  access: (id: string, query: string) => [...surveyKeys.all, 'access', id, query] as const,
  definition: (id: string, token: string | null) =>
    [...surveyKeys.all, 'definition', id, token ?? 'portal'] as const,
};
