import { companyContactCalls } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companyProfileKeys } from './company-profile-keys.ts';

/** `POST /api/Empresa/eliminaContactoEmpresa`. */
export async function deleteContact(idContacto: number): Promise<void> {
  await callApi(companyContactCalls.remove, { body: { idContacto } });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyProfileKeys.contacts() }),
  });
}
