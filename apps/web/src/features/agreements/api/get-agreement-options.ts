import { agreementCalls, billingAccountCalls, companyContactCalls } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { agreementKeys } from './agreement-keys.ts';

/** The company's management contacts (dameContactosConveniosEmpresa), as a list. */
export function useAgreementContacts() {
  return useQuery({
    queryKey: agreementKeys.contacts(),
    queryFn: async ({ signal }) =>
      Object.values(await callApi(companyContactCalls.list, { signal })),
  });
}

/** The company's billing accounts (dameCuentasFacturacion). */
export function useAgreementBillingAccounts() {
  return useQuery({
    queryKey: agreementKeys.billingAccounts(),
    queryFn: ({ signal }) => callApi(billingAccountCalls.list, { signal }),
  });
}

/** The agreement data last saved in the company profile, to prefill the form. */
export function useAgreementProfile() {
  return useQuery({
    queryKey: agreementKeys.profile(),
    queryFn: ({ signal }) => callApi(agreementCalls.profile, { signal }),
  });
}
