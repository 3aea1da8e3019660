import { EXISTE_CIF_CLAVE } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/Empresa/existeCIF/{cif}/{clave}`: whether another company has this tax id. */
export function checkCif(cif: string): Promise<boolean> {
  return apiRequest(
    `/Empresa/existeCIF/${encodeURIComponent(cif)}/${encodeURIComponent(EXISTE_CIF_CLAVE)}`,
    { parse: (datos) => datos === true },
  );
}

export function useCheckCif() {
  return useMutation({ mutationFn: checkCif, meta: { errorBanner: false } });
}
