import { authRefs, type UserCompany } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';

export interface Credentials {
  eUsuario: string;
  ePassword: string;
}

/** `POST /api/Empresa/dameEmpresasDelUsuario`: the companies a company user belongs to. */
export function listUserCompanies(credentials: Credentials): Promise<UserCompany[]> {
  return callApiRef(authRefs.companiesOfUser, { body: credentials, token: null });
}

export function useListUserCompanies() {
  return useMutation({ mutationFn: listUserCompanies });
}
