import {
  staffOfferDecisionSchema,
  type StaffOfferDecision,
  type StaffRejectOfferBody,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

const parse = (datos: unknown) => staffOfferDecisionSchema.parse(datos);

/** `POST /api/Gestion/validarOferta`: the offer goes live for candidates; the company is told. */
export function validateOffer(idOferta: number): Promise<StaffOfferDecision> {
  return apiRequest('/Gestion/validarOferta', { body: { idOferta }, parse });
}

/** `POST /api/Gestion/rechazarOferta`: rejected with the reason the company reads. */
export function rejectOffer(body: StaffRejectOfferBody): Promise<StaffOfferDecision> {
  return apiRequest('/Gestion/rechazarOferta', { body, parse });
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
