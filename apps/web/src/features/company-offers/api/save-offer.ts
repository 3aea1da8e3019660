import { companyOfferCalls, type OfferForm, type OfferSaved } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companyOfferKeys } from './company-offer-keys.ts';

/** `POST /api/Empresa/addOferta` (506): the new offer waits for the staff's validation. */
export function addOffer(form: OfferForm): Promise<OfferSaved> {
  return callApi(companyOfferCalls.add, { body: form });
}

/** `POST /api/Empresa/editaOferta/{id}` (512): only while pending and not expired. */
export function editOffer(id: string, form: OfferForm): Promise<OfferSaved> {
  return callApi(companyOfferCalls.edit, { params: { id }, body: form });
}

/** Saves a new offer or an edited one; field errors are shown by the form, not the banner. */
export function useSaveOffer(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: OfferForm) => (id === null ? addOffer(form) : editOffer(id, form)),
    meta: { errorBanner: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyOfferKeys.all }),
  });
}
