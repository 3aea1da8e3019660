import { billingAccountCalls } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companyProfileKeys } from './company-profile-keys.ts';

/** `POST /api/Empresa/eliminaCuentaFacturacion`. */
export async function deleteBillingAccount(idCuenta: number): Promise<void> {
  await callApi(billingAccountCalls.remove, { body: { idCuenta } });
}

export function useDeleteBillingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBillingAccount,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: companyProfileKeys.billingAccounts() }),
  });
}
