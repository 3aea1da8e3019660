import {
  managementContactSchema,
  type ManagementContact,
  type ManagementContactBody,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyProfileKeys } from './company-profile-keys.ts';

export interface SaveContactInput {
  /** Absent for a new contact. */
  idContacto?: number;
  body: ManagementContactBody;
}

/** `POST /api/Empresa/addContactoEmpresa` (530) or `editaContactoEmpresa` with its id. */
export function saveContact({ idContacto, body }: SaveContactInput): Promise<ManagementContact> {
  const parse = (datos: unknown) => managementContactSchema.parse(datos);
  return idContacto === undefined
    ? apiRequest('/Empresa/addContactoEmpresa', { body, parse })
    : apiRequest('/Empresa/editaContactoEmpresa', { body: { ...body, idContacto }, parse });
}

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContact,
    meta: { errorBanner: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyProfileKeys.contacts() }),
  });
}
