import type { QueryClient } from '@tanstack/react-query';

/**
 * Saving the profile changes what the shell checks (missing company or contact data) and
 * what other screens show: every user query is refreshed (the brand settings stay).
 */
export function refreshSignedInChecks(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'brand' });
}
