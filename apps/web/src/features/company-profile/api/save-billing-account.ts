import {
  billingAccountCalls,
  type BillingAccount,
  type BillingAccountBody,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companyProfileKeys } from './company-profile-keys.ts';

export interface SaveBillingAccountInput {
  /** Absent for a new account. */
  idCuenta?: number;
  body: BillingAccountBody;
}

/** `POST /api/Empresa/addCuentaFacturacion` (531) or `editaCuentaFacturacion` with its id. */
export function saveBillingAccount({
  idCuenta,
  body,
}: SaveBillingAccountInput): Promise<BillingAccount> {
  return idCuenta === undefined
    ? callApi(billingAccountCalls.add, { body })
    : callApi(billingAccountCalls.edit, { body: { ...body, idCuenta } });
}

export function useSaveBillingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingAccount,
    meta: { errorBanner: false },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: companyProfileKeys.billingAccounts() }),
  });
}
