import { Codes } from '@portal/contracts';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';
import { setConnectionLost, showStatus } from './error-store.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorBanner?: boolean };
    mutationMeta: { errorBanner?: boolean };
  }
}

/**
 * Failed calls show the error banner unless the call opts out with
 * `meta: { errorBanner: false }` and shows the error itself. A network failure shows the
 * connection page instead; a lost session is handled by the session watcher.
 */
export function showCallError(error: unknown): void {
  if (!isApiError(error)) {
    showStatus(Codes.GENERIC_ERROR);
    return;
  }
  if (error.network) {
    setConnectionLost(true);
    return;
  }
  if (error.status === Codes.SESSION_LOST) {
    return;
  }
  showStatus(error.status, error.mensaje);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorBanner !== false) {
          showCallError(error);
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorBanner !== false) {
          showCallError(error);
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A failed call is shown at once (banner or connection page, which offers a retry).
        retry: false,
        // Offline, TanStack Query would pause the call and the page would say 'Cargando…'
        // forever: the call is sent and its network failure shows the connection page.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** Removes every cached answer of the signed-in user (the brand settings stay). */
export function clearUserQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'brand' });
}
