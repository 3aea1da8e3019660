import { authCalls, type SessionData } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';

export interface StaffCredentials {
  eUsuario: string;
  ePassword: string;
}

/** `POST /api/Gestion/logaUsuario`: the careers-office staff sign in (role gestor). */
export function staffLogin(body: StaffCredentials): Promise<SessionData> {
  return callApi(authCalls.loginStaff, { body, token: null });
}

export function useStaffLogin() {
  return useMutation({ mutationFn: staffLogin });
}
