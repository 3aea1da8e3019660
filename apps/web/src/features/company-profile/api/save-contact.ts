import {
  companyContactCalls,
  type ManagementContact,
  type ManagementContactBody,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companyProfileKeys } from './company-profile-keys.ts';

export interface SaveContactInput {
  /** Absent for a new contact. */
  idContacto?: number;
  body: ManagementContactBody;
}

/** `POST /api/Empresa/addContactoEmpresa` (530) or `editaContactoEmpresa` with its id. */
export function saveContact({ idContacto, body }: SaveContactInput): Promise<ManagementContact> {
  return idContacto === undefined
    ? callApi(companyContactCalls.add, { body })
    : callApi(companyContactCalls.edit, { body: { ...body, idContacto } });
}

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContact,
    meta: { errorBanner: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyProfileKeys.contacts() }),
  });
}
