import type { LoginBody, SessionData } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/{Alumno|Empresa}/logaUsuario`: the company endpoint for scope PrivadoEmpresa. */
export function login(body: LoginBody): Promise<SessionData> {
  const role = body.eAmbito === 'PrivadoEmpresa' ? 'Empresa' : 'Alumno';
  return apiRequest(`/${role}/logaUsuario`, { body, token: null });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
