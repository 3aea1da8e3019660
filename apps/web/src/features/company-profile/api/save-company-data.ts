import { companyProfileCalls, type CompanyData, type CompanyProfileBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companyProfileKeys } from './company-profile-keys.ts';
import { refreshSignedInChecks } from './refresh-checks.ts';

/** `POST /api/Empresa/editaEmpresaCompletos`: saves the whole company profile. */
export function saveCompanyData(body: CompanyProfileBody): Promise<CompanyData> {
  return callApi(companyProfileCalls.saveCompany, { body });
}

export function useSaveCompanyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyData,
    meta: { errorBanner: false },
    onSuccess: async (saved) => {
      queryClient.setQueryData(companyProfileKeys.company(), saved);
      await refreshSignedInChecks(queryClient);
    },
  });
}
