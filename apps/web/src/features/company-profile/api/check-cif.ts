import { companyProfileCalls, EXISTE_CIF_CLAVE } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** `GET /api/Empresa/existeCIF/{cif}/{clave}`: whether another company has this tax id. */
export function checkCif(cif: string): Promise<boolean> {
  return callApi(companyProfileCalls.cifExists, { params: { cif, clave: EXISTE_CIF_CLAVE } });
}

export function useCheckCif() {
  return useMutation({ mutationFn: checkCif, meta: { errorBanner: false } });
}
