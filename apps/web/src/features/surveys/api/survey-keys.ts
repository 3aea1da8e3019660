export const surveyKeys = {
  all: ['surveys'] as const,
  access: (id: string, query: string) => [...surveyKeys.all, 'access', id, query] as const,
  definition: (id: string, token: string | null) =>
    [...surveyKeys.all, 'definition', id, token ?? 'portal'] as const,
};
