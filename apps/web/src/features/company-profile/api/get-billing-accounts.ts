import { billingAccountSchema, type BillingAccount } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyProfileKeys } from './company-profile-keys.ts';

/** `GET /api/Empresa/dameCuentasFacturacion`: the company's billing accounts, oldest first. */
export function getBillingAccounts(signal?: AbortSignal): Promise<BillingAccount[]> {
  return apiRequest('/Empresa/dameCuentasFacturacion', {
    signal,
    parse: (datos) => z.array(billingAccountSchema).parse(datos),
  });
}

export const billingAccountsQueryOptions = queryOptions({
  queryKey: companyProfileKeys.billingAccounts(),
  queryFn: ({ signal }) => getBillingAccounts(signal),
});

export function useBillingAccounts() {
  return useQuery(billingAccountsQueryOptions);
}
