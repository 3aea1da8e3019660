import { authRefs, type LoginBody, type SessionData } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';

/** `POST /api/{Alumno|Empresa}/logaUsuario`: the company endpoint for scope PrivadoEmpresa. */
export function login(body: LoginBody): Promise<SessionData> {
  // By reference: the login page loads no schemas (see callApiRef).
  return body.eAmbito === 'PrivadoEmpresa'
    ? callApiRef(authRefs.loginCompany, { body, token: null })
    : callApiRef(authRefs.loginCandidate, { body, token: null });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
