import { maintenanceCalls, type GodMode } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { setGodMode } from '../../../lib/session.ts';

/**
 * `POST /api/Publico/activarModoDios {clave}`: the server checks the operator's maintenance key;
 * the god-mode flag is stored only after it says yes.
 */
export function activateGodMode(clave: string): Promise<GodMode> {
  return callApi(maintenanceCalls.godMode, { body: { clave }, token: null });
}

export function useActivateGodMode() {
  return useMutation({
    mutationFn: activateGodMode,
    meta: { errorBanner: false },
    onSuccess: (result) => {
      setGodMode(result.godMode);
    },
  });
}
