import { accountRefs, type accountCalls } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';

/**
 * `dameLoginIntegrado`: whether the login pages offer 'Acceder con la cuenta de la universidad'.
 * By reference: the login page loads no schemas.
 */
export function useSsoAvailable(): boolean {
  const status = useQuery({
    queryKey: ['auth', 'sso-status'],
    queryFn: ({ signal }) =>
      callApiRef<typeof accountCalls.ssoStatus>(accountRefs.ssoStatus, { signal }),
    staleTime: 5 * 60_000,
    meta: { errorBanner: false },
  });
  return status.data?.configurado === true;
}
