import { accountCalls, domainCalls, type CompanyAccountRequestBody } from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { domainListQuery } from '../../../lib/reference-lists.ts';
import { accountKeys } from './account-keys.ts';

/** `guardarUsuarioEmpresa` (/solicitar-cuenta): 33 tax id format, 16 email already registered. */
export function requestCompanyAccount(body: CompanyAccountRequestBody): Promise<null> {
  return callApi(accountCalls.requestCompanyAccount, { body });
}

export function useRequestCompanyAccount() {
  return useMutation({ mutationFn: requestCompanyAccount, meta: { errorBanner: false } });
}

/** Countries of the request form. */
export function useCountries() {
  return useQuery(domainListQuery(accountKeys.countries(), domainCalls.paises));
}
