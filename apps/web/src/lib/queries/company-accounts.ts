import {
  billingAccountCalls,
  companyContactCalls,
  type BillingAccount,
  type ManagementContact,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';

/**
 * The company's management contacts and billing accounts, read by the company profile (which
 * edits them) and by the agreement form (which picks from them): one query each under one key, so
 * a contact added in either place shows in both.
 */
export const companyContactsKey = ['company-accounts', 'contacts'] as const;
export const billingAccountsKey = ['company-accounts', 'billing-accounts'] as const;

/** `GET /api/Empresa/dameContactosConveniosEmpresa`: the map of contacts, as a list. */
export const companyContactsQueryOptions = queryOptions({
  queryKey: companyContactsKey,
  queryFn: async ({ signal }): Promise<ManagementContact[]> =>
    Object.values(await callApi(companyContactCalls.list, { signal })),
});

/** `GET /api/Empresa/dameCuentasFacturacion`: the company's billing accounts, oldest first. */
export const billingAccountsQueryOptions = queryOptions({
  queryKey: billingAccountsKey,
  queryFn: ({ signal }): Promise<BillingAccount[]> => callApi(billingAccountCalls.list, { signal }),
});

export function useCompanyContacts() {
  return useQuery(companyContactsQueryOptions);
}

export function useBillingAccounts() {
  return useQuery(billingAccountsQueryOptions);
}
