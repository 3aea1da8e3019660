import { billingAccountCalls, type BillingAccount } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companyProfileKeys } from './company-profile-keys.ts';

/** `GET /api/Empresa/dameCuentasFacturacion`: the company's billing accounts, oldest first. */
export function getBillingAccounts(signal?: AbortSignal): Promise<BillingAccount[]> {
  return callApi(billingAccountCalls.list, { signal });
}

export const billingAccountsQueryOptions = queryOptions({
  queryKey: companyProfileKeys.billingAccounts(),
  queryFn: ({ signal }) => getBillingAccounts(signal),
});

export function useBillingAccounts() {
  return useQuery(billingAccountsQueryOptions);
}
