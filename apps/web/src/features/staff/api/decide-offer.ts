import { staffCalls, type StaffOfferDecision, type StaffRejectOfferBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

/** `POST /api/Gestion/validarOferta`: the offer goes live for candidates; the company is told. */
export function validateOffer(idOferta: number): Promise<StaffOfferDecision> {
  return callApi(staffCalls.validateOffer, { body: { idOferta } });
}

/** `POST /api/Gestion/rechazarOferta`: rejected with the reason the company reads. */
export function rejectOffer(body: StaffRejectOfferBody): Promise<StaffOfferDecision> {
  return callApi(staffCalls.rejectOffer, { body });
}

export function useValidateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export function useRejectOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectOffer,
    meta: { errorBanner: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
