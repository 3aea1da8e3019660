import { accountCalls, type SsoStart } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** `inicioLoginIntegrado`: whether single sign-on is configured and where it starts. */
export function getSsoStart(signal?: AbortSignal): Promise<SsoStart> {
  return callApi(accountCalls.ssoStart, { signal });
}

export function useSsoStart() {
  return useQuery({
    queryKey: accountKeys.ssoStart(),
    queryFn: ({ signal }) => getSsoStart(signal),
    staleTime: 5 * 60_000,
  });
}
