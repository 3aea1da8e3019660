import { sessionDataSchema, type SessionData } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface StaffCredentials {
  eUsuario: string;
  ePassword: string;
}

/** `POST /api/Gestion/logaUsuario`: the careers-office staff sign in (role gestor). */
export function staffLogin(body: StaffCredentials): Promise<SessionData> {
  return apiRequest('/Gestion/logaUsuario', {
    body,
    token: null,
    parse: (datos) => sessionDataSchema.parse(datos),
  });
}

export function useStaffLogin() {
  return useMutation({ mutationFn: staffLogin });
}
