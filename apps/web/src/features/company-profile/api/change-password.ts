import { companyProfileCalls, type ChangePasswordBody } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** `POST /api/Empresa/editarPassword` (543): the current password and the new one twice. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await callApi(companyProfileCalls.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { errorBanner: false } });
}
