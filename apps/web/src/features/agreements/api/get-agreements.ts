import { agreementCalls } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { agreementKeys } from './agreement-keys.ts';

/** `GET dameConveniosEmpresa`: the company's agreements, newest first. */
export const agreementsQueryOptions = queryOptions({
  queryKey: agreementKeys.list(),
  queryFn: ({ signal }) => callApi(agreementCalls.list, { signal }),
});

export function useAgreements() {
  return useQuery(agreementsQueryOptions);
}
