import {
  companyProfileCalls,
  type ChangePasswordBody,
  type PasswordChanged,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { keepSession } from './save-company-user.ts';

/**
 * `POST /api/Empresa/editarPassword` (543): the current password and the new one twice. Every other
 * session of the user ends; this browser goes on with the token answered.
 */
export function changePassword(body: ChangePasswordBody): Promise<PasswordChanged> {
  return callApi(companyProfileCalls.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: { errorBanner: false },
    onSuccess: ({ token }) => {
      keepSession(token);
    },
  });
}
