import {
  ambitoSchema,
  companyUserProfileSavedSchema,
  type CompanyUserProfileBody,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { getSessionState, startSession } from '../../../lib/session.ts';
import { companyProfileKeys } from './company-profile-keys.ts';
import { refreshSignedInChecks } from './refresh-checks.ts';

type SavedUser = z.infer<typeof companyUserProfileSavedSchema>;

/** `POST /api/Empresa/editaUsuario`: the user's own data; answers with a new token. */
export function saveCompanyUser(body: CompanyUserProfileBody): Promise<SavedUser> {
  return apiRequest('/Empresa/editaUsuario', {
    body,
    parse: (datos) => companyUserProfileSavedSchema.parse(datos),
  });
}

/** Keeps the session with the new token (it carries the new name for the greeting). */
function keepSession(token: string): void {
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
