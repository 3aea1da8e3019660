import {
  ambitoSchema,
  companyProfileCalls,
  type CallResult,
  type CompanyUserProfileBody,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { getSessionState, startSession } from '../../../lib/session.ts';
import { companyProfileKeys } from './company-profile-keys.ts';
import { refreshSignedInChecks } from './refresh-checks.ts';

type SavedUser = CallResult<typeof companyProfileCalls.saveUser>;

/** `POST /api/Empresa/editaUsuario`: the user's own data; answers with a new token. */
export function saveCompanyUser(body: CompanyUserProfileBody): Promise<SavedUser> {
  return callApi(companyProfileCalls.saveUser, { body });
}

/** Keeps the session with the new token (it carries the new name for the greeting). */
export function keepSession(token: string): void {
  const session = getSessionState().session;
  if (session === null) {
    return;
  }
  startSession({
    token,
    data: {
      conPracticas: session.hasPracticas,
      conEmpleo: session.hasEmpleo,
      primerAcceso: session.primerAcceso,
      faltaNumeroSeguridadSocial: false,
      alumnoConPracticasSinTitulacionesEnCurso: false,
    },
    ambito: ambitoSchema.catch('PrivadoEmpresa').parse(session.loggedby),
    remember: session.remember,
  });
}

export function useSaveCompanyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyUser,
    meta: { errorBanner: false },
    onSuccess: async ({ token, ...user }) => {
      keepSession(token);
      queryClient.setQueryData(companyProfileKeys.user(), user);
      await refreshSignedInChecks(queryClient);
    },
  });
}
