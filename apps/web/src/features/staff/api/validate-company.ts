import { staffCalls } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

/** `POST /api/Gestion/validarEmpresa`: the company may publish; its users are told. */
export async function validateCompany(idEmpresa: number): Promise<void> {
  await callApi(staffCalls.validateCompany, { body: { idEmpresa } });
}

export function useValidateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateCompany,
    // Its pending offers may now be validated: every back-office list is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
