import {
  billingAccountSchema,
  type BillingAccount,
  type BillingAccountBody,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
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
  const parse = (datos: unknown) => billingAccountSchema.parse(datos);
  return idCuenta === undefined
    ? apiRequest('/Empresa/addCuentaFacturacion', { body, parse })
    : apiRequest('/Empresa/editaCuentaFacturacion', { body: { ...body, idCuenta }, parse });
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
