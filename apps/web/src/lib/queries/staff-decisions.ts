import { staffCalls, type StaffOfferDecision, type StaffRejectOfferBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';

/**
 * The careers office's decisions on a pending offer or company, taken from the dashboard and from
 * the offer's or company's own page: one hook per call. A decision changes the dashboard, the offer
 * and company lists and their records, so all of them are refreshed.
 */
const decidedKeys = [['staff'], ['staff-offers'], ['staff-companies']] as const;

interface DecisionOptions {
  /** False where the page shows the server's refusal itself (in its dialog). */
  errorBanner?: boolean;
}

function useStaffDecision<I, O>(run: (input: I) => Promise<O>, options: DecisionOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { errorBanner: options.errorBanner ?? true },
    onSuccess: () =>
      Promise.all(decidedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** `POST /api/Gestion/validarOferta`: the offer goes live for candidates; the company is told. */
export const useValidateOffer = (options: DecisionOptions = {}) =>
  useStaffDecision(
    (idOferta: number): Promise<StaffOfferDecision> =>
      callApi(staffCalls.validateOffer, { body: { idOferta } }),
    options,
  );

/** `POST /api/Gestion/rechazarOferta`: rejected with the reason the company reads. */
export const useRejectOffer = (options: DecisionOptions = {}) =>
  useStaffDecision(
    (body: StaffRejectOfferBody): Promise<StaffOfferDecision> =>
      callApi(staffCalls.rejectOffer, { body }),
    options,
  );

/** `POST /api/Gestion/validarEmpresa`: the company may publish; its users are told. */
export const useValidateCompany = (options: DecisionOptions = {}) =>
  useStaffDecision(async (idEmpresa: number): Promise<void> => {
    await callApi(staffCalls.validateCompany, { body: { idEmpresa } });
  }, options);
