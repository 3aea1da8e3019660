import type { Ambito, SessionData } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearBanner } from '../../../lib/error-store.ts';
import { clearUserQueries } from '../../../lib/query-client.ts';
import { startSession } from '../../../lib/session.ts';

/**
 * Stores the session. Leaving the login page is the guard's job: a signed-in user on a
 * login page goes to the remembered path (`prelogin`), otherwise /.
 * Returns false when the token cannot be read.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  return useCallback(
    (input: { token: string; data: SessionData; ambito: Ambito; remember: boolean }): boolean => {
      clearUserQueries(queryClient);
      if (!startSession(input)) {
        return false;
      }
      clearBanner();
      return true;
    },
    [queryClient],
  );
}
